// Jest's global teardown: remove the template data folder of scripts/jest-global-setup.mjs.
import fs from 'node:fs';

export default function globalTeardown() {
  const template = process.env.VTRANS_TEST_TEMPLATE;
  if (template) fs.rmSync(template, { recursive: true, force: true });
}
