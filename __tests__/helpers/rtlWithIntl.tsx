/**
 * @testing-library/react as the tests import it (jest.config.ts maps the name here), with every render wrapped in
 * the site's IntlProvider in English, as pages/_app.tsx wraps every page: components take their words from the
 * message catalogs (messages/en/). A test that passes its own `wrapper` keeps it, inside the provider.
 */
import type { ComponentType, ReactElement, ReactNode } from 'react';
import * as rtl from '@testing-library/react/dist/index.js';
import { IntlProvider } from 'use-intl';
import { englishMessages } from './messages';

export * from '@testing-library/react/dist/index.js';

function withIntl(wrapper?: ComponentType<{ children: ReactNode }>) {
  const Inner = wrapper;
  return function IntlWrapper({ children }: { children: ReactNode }) {
    return (
      <IntlProvider locale="en" messages={englishMessages} timeZone="America/New_York">
        {Inner ? <Inner>{children}</Inner> : children}
      </IntlProvider>
    );
  };
}

export function render(ui: ReactElement, options: Parameters<typeof rtl.render>[1] = {}) {
  return rtl.render(ui, { ...options, wrapper: withIntl(options.wrapper) });
}

export function renderHook<R, P>(
  cb: (props: P) => R,
  options: Parameters<typeof rtl.renderHook<R, P>>[1] = {},
) {
  return rtl.renderHook(cb, { ...options, wrapper: withIntl(options.wrapper) });
}
