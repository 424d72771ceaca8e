import { maskPersonalInfo } from '@/lib/shared/schemas/comments/personalInfo';

describe('personal information hidden from a published comment', () => {
  it.each([
    ['Mail jo@example.org please', 'Mail [email hidden] please', ['email']],
    [
      'Call 804-555-0134 or (804) 555 0134 or +1 804.555.0134.',
      'Call [phone hidden] or [phone hidden] or [phone hidden].',
      ['phone'],
    ],
    ['I live at 1401 E Broad St. near here', 'I live at [street address hidden] near here', ['address']],
    ['12 Old Mill Road floods', '[street address hidden] floods', ['address']],
  ])('%s', (text, masked, found) => {
    expect(maskPersonalInfo(text)).toEqual({ text: masked, found });
  });

  it('leaves what is not personal: routes, intersections, years, counts and miles', () => {
    for (const text of [
      'Route 29 at Main St and 5th Ave needs a signal.',
      'In 2023 there were 14 crashes on I-95 over 3 miles.',
      'The 2050 plan adds 1,200 spaces.',
      'Exit 84A to US-250',
    ]) {
      expect(maskPersonalInfo(text)).toEqual({ text, found: [] });
    }
  });
});
