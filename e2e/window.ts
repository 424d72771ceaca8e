/**
 * The rate limits count in fixed windows of the clock (an hour, from the hour). A test that asks until it is
 * refused must make all its asks in one window, or a run that crossed the hour's end began a new count midway
 * and got a 200 where the refusal was due. `asks` runs once; if the window changed while it ran, it runs again
 * with the next attempt number (for a new key: the first attempt's late asks count in the new window), and the
 * new window has the whole hour ahead. The server reads the same clock: it runs on this machine.
 */
export async function inOneWindow<T>(windowS: number, asks: (attempt: number) => Promise<T>): Promise<T> {
  const windowOf = () => Math.floor(Date.now() / 1000 / windowS);
  const start = windowOf();
  const first = await asks(0);
  return windowOf() === start ? first : asks(1);
}
