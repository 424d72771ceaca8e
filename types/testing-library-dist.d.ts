// The real @testing-library/react under its file name: the tests' own `@testing-library/react` is the wrapper
// __tests__/helpers/rtlWithIntl.tsx (jest.config.ts), which imports the library by this path.
declare module '@testing-library/react/dist/index.js' {
  export * from '@testing-library/react';
}
