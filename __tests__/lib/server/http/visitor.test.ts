/** @jest-environment node */
import { clientNetwork } from '@/lib/server/http/visitor';

describe('clientNetwork: the address flags are counted by', () => {
  it('keeps IPv4 addresses, also when mapped into IPv6', () => {
    expect(clientNetwork('198.51.100.7')).toBe('198.51.100.7');
    expect(clientNetwork('::ffff:198.51.100.7')).toBe('198.51.100.7');
  });

  it('counts IPv6 by its /64, however the address is written', () => {
    const net = '2001:db8:1:2::/64';
    for (const a of [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:0:0:0:9',
      '[2001:db8:1:2::5]',
      'fe80::1%eth0'.replace('fe80::1', '2001:db8:1:2::7'),
    ])
      expect(clientNetwork(a)).toBe(net);
    expect(clientNetwork('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
  });
});
