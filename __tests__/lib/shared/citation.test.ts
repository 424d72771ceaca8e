import { accessDate, citeDataView, embedCode } from '@/lib/shared/citation';

describe('citeDataView', () => {
  const view = {
    title: 'Outbound tons by commodity, Virginia, 2017',
    source: 'FHWA Freight Analysis Framework (FAF5).',
    vintage: '2017',
    illustrative: false,
    permalink: 'https://vtrans.virginia.gov/interactvtrans/data-explorer?query=0b4c',
    // 02:00 UTC on the 25th is still the 24th in Virginia.
    accessed: new Date('2026-11-25T02:00:00Z'),
  };
  it('names the publisher, title, tool, source and vintage, permalink and access date', () => {
    expect(citeDataView(view)).toBe(
      'Virginia Office of Intermodal Planning and Investment. “Outbound tons by commodity, Virginia, 2017.” ' +
        'VTrans DataExplorer. Data: FHWA Freight Analysis Framework (FAF5), vintage 2017. ' +
        'https://vtrans.virginia.gov/interactvtrans/data-explorer?query=0b4c (accessed November 24, 2026).',
    );
  });
  it('says when the figures are illustrative', () => {
    expect(citeDataView({ ...view, illustrative: true })).toContain(
      'vintage 2017 (illustrative data, not official figures).',
    );
  });
  it('writes the access date in words, on Virginia’s day', () => {
    expect(accessDate(new Date('2027-01-01T04:59:00Z'))).toBe('December 31, 2026');
  });
});

describe('embedCode', () => {
  it('is an iframe whose title names the view, with the address and title escaped', () => {
    const code = embedCode('https://x.test/embed?view=needs&by=district', 'Needs "by" <district>', 640.4);
    expect(code.split('\n')[0]).toBe(
      '<iframe src="https://x.test/embed?view=needs&amp;by=district" ' +
        'title="VTrans DataExplorer: Needs &quot;by&quot; &lt;district>" width="100%" height="640" ' +
        'style="border:0" loading="lazy"></iframe>',
    );
  });

  it('follows the height the embed page posts, from that frame only', () => {
    document.body.innerHTML = '';
    const holder = document.createElement('div');
    document.body.appendChild(holder);
    holder.innerHTML = embedCode('about:blank', 'Needs', 640);
    const frame = holder.querySelector('iframe')!;
    // The script runs as the host page's parser would run it, with currentScript set.
    const source = holder.querySelector('script')!.textContent!;
    Object.defineProperty(document, 'currentScript', {
      value: { previousElementSibling: frame },
      configurable: true,
    });
    new Function(source)();
    window.dispatchEvent(
      new MessageEvent('message', { data: { type: 'vtrans-embed-height', height: 1700.2 } }),
    );
    expect(frame.height).toBe('640'); // another window's message is ignored
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'vtrans-embed-height', height: 1700.2 },
        source: frame.contentWindow,
      }),
    );
    expect(frame.height).toBe('1701');
  });
});
