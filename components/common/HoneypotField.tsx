/**
 * The spam trap of a public form: a 'website' field hidden from people and assistive technology and out of the
 * tab order. People leave it empty; bots fill it in, and the server then drops the submission.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" className="visually-hidden">
      <label>
        Website (leave empty)
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
    </div>
  );
}
