import { applyTranslation, loadTranslateScript, TRANSLATE_CONTAINER_ID } from '@/lib/client/translate';

const log = { warn: jest.fn() };

function addWidget(options: string[] = ['', 'es', 'fr', 'iw']) {
  const select = document.createElement('select');
  select.className = 'goog-te-combo';
  for (const value of options) select.append(new Option(value || 'Select Language', value));
  const onChange = jest.fn();
  select.addEventListener('change', onChange);
  document.body.append(select);
  return { select, onChange };
}

describe('applyTranslation', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    log.warn.mockReset();
    document.body.innerHTML = '';
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
  });
  afterEach(() => jest.useRealTimers());

  it('sets lang and dir on <html> only once the widget takes the language (WCAG 3.1.1)', () => {
    const cancel = applyTranslation('ar', { log });
    jest.advanceTimersByTime(50);
    expect(document.documentElement.lang).toBe('en');
    cancel();
    addWidget(['', 'ar', 'es', 'iw']);
    applyTranslation('ar', { log });
    jest.advanceTimersByTime(50);
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    applyTranslation('es', { log });
    jest.advanceTimersByTime(50);
    expect(document.documentElement.lang).toBe('es');
    expect(document.documentElement.dir).toBe('ltr');
    applyTranslation('iw', { log });
    jest.advanceTimersByTime(50);
    expect(document.documentElement.lang).toBe('he');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('drives the widget when it appears at the third attempt', () => {
    const querySpy = jest.spyOn(document, 'querySelector');
    applyTranslation('es', { log });
    jest.advanceTimersByTime(150); // attempts 1 (50 ms) and 2 (150 ms) find nothing
    expect(querySpy).toHaveBeenCalledTimes(2);
    const { select, onChange } = addWidget();
    jest.advanceTimersByTime(100); // attempt 3 (250 ms)
    expect(select.value).toBe('es');
    expect(onChange).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1000);
    expect(querySpy).toHaveBeenCalledTimes(3);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(log.warn).not.toHaveBeenCalled();
    querySpy.mockRestore();
  });

  it('uses the option the widget offers for a language with two codes', () => {
    const { select } = addWidget(['', 'he']);
    applyTranslation('iw', { log });
    jest.advanceTimersByTime(50);
    expect(select.value).toBe('he');
  });

  it('tries 6 times (50, 150, …, 550 ms) and then warns exactly once', () => {
    const times: number[] = [];
    const start = Date.now();
    const querySpy = jest.spyOn(document, 'querySelector').mockImplementation(() => {
      times.push(Date.now() - start);
      return null;
    });
    expect(() => applyTranslation('ko', { log })).not.toThrow();
    jest.advanceTimersByTime(549);
    expect(log.warn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(5000);
    expect(times).toEqual([50, 150, 250, 350, 450, 550]);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledWith('Translation widget not available; the page stays in en.');
    expect(jest.getTimerCount()).toBe(0);
    querySpy.mockRestore();
  });

  it('stops retrying when cancelled', () => {
    const querySpy = jest.spyOn(document, 'querySelector');
    const cancel = applyTranslation('vi', { log });
    jest.advanceTimersByTime(150);
    cancel();
    addWidget(['vi']);
    jest.advanceTimersByTime(5000);
    expect(querySpy).toHaveBeenCalledTimes(2);
    expect(log.warn).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
    querySpy.mockRestore();
  });
});

describe('loadTranslateScript', () => {
  type WidgetWindow = Window & {
    googleTranslateElementInit?: () => void;
    google?: { translate?: { TranslateElement?: jest.Mock } };
  };
  const win = window as WidgetWindow;

  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    delete win.googleTranslateElementInit;
    delete win.google;
  });

  it('does nothing without a URL', () => {
    loadTranslateScript(null);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(win.googleTranslateElementInit).toBeUndefined();
  });

  it('injects the script once, async, and tolerates a failed load', () => {
    loadTranslateScript('https://translate.example/element.js?cb=googleTranslateElementInit');
    loadTranslateScript('https://translate.example/element.js?cb=googleTranslateElementInit');
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0].async).toBe(true);
    expect(() => scripts[0].dispatchEvent(new Event('error'))).not.toThrow();
  });

  it('defines the callback that creates the widget in its container when the library exists', () => {
    loadTranslateScript('https://translate.example/element.js');
    expect(() => win.googleTranslateElementInit?.()).not.toThrow();
    const container = document.createElement('div');
    container.id = TRANSLATE_CONTAINER_ID;
    document.body.append(container);
    const TranslateElement = jest.fn();
    win.google = { translate: { TranslateElement } };
    win.googleTranslateElementInit?.();
    expect(TranslateElement).toHaveBeenCalledWith(
      expect.objectContaining({ pageLanguage: 'en' }),
      TRANSLATE_CONTAINER_ID,
    );
  });
});
