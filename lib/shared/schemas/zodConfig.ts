import { z } from 'zod';

// What the browser needs to run under the site's Content-Security-Policy (no 'unsafe-eval'): zod probes
// for eval with `Function('')` before its first object parse, which the CSP reports. Every schema module
// imports this file, so the setting is made wherever zod reaches the browser, and only there (the site
// frame does not load zod).
if (typeof window !== 'undefined') z.config({ jitless: true });
