import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SectionList } from '@/components/gapTa/applications/SectionList';
import { WordCountField } from '@/components/gapTa/applications/WordCountField';
import { DEFAULT_COMPONENTS, sectionStates } from '@/lib/shared/gapTaApplications';

function Field({ limit }: { limit: number }) {
  const [value, setValue] = useState('');
  return (
    <WordCountField
      id="f"
      label="Expected outcomes"
      help="What you expect."
      limit={limit}
      value={value}
      onChange={setValue}
    />
  );
}

describe('the application form’s pieces', () => {
  it('counts words as the person types and says by how much an answer is over its limit', async () => {
    const user = userEvent.setup();
    render(<Field limit={3} />);
    const box = screen.getByRole('textbox', { name: /Expected outcomes \(up to 3 words\)/ });
    await user.type(box, 'a plan for');
    expect(screen.getByText(/3 of 3 words\./)).toBeInTheDocument();
    expect(box).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(box, ' Main Street');
    expect(screen.getByText(/5 of 3 words: 2 over the limit\./)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists every section with what it still needs, linking to it', () => {
    const sections = sectionStates(
      {
        agencyName: 'Culpeper County',
        contactName: 'A Planner',
        contactEmail: 'a@example.org',
        contactPhone: '',
        title: '',
        priorAssistance: null,
        answers: { outcomes: 'Plans.' },
        studyArea: null,
        letter: { fileName: 'letter.pdf' },
      },
      DEFAULT_COMPONENTS[0]!,
    );
    render(<SectionList sections={sections} />);
    expect(screen.getByRole('heading', { name: 'Sections: 2 of 6 complete' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Agency and contact' })).toHaveAttribute(
      'href',
      '#section-contact',
    );
    expect(screen.getByText(/needs work\. Give the contact’s phone number\./)).toBeInTheDocument();
    expect(screen.getByText(/Set the study area: pick counties or cities/)).toBeInTheDocument();
  });
});
