import path from 'node:path';
import { z } from 'zod';

/**
 * The one place that reads process.env (CONVENTIONS 2). With no configuration at all it
 * describes the embedded setup: SQLite under data/, documents in a local folder.
 */
const boolish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Folder for everything the embedded setup writes (database file, documents, outbox). */
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('data')),
  /**
   * Empty: SQLite at DATA_DIR/vtrans.sqlite. `sqlite:<file>`: SQLite at that file.
   * `mssql://user:password@host:1433/database?encrypt=true` or an ADO-style
   * `Server=tcp:host,1433;Database=…;User ID=…;Password=…;Encrypt=True`: SQL Server / Azure SQL.
   */
  DATABASE_URL: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Migrate and seed on the first database use. Unset: on for embedded SQLite, off for SQL Server. */
  DB_AUTO_SETUP: z.preprocess(emptyToUndefined, boolish.optional()),
  /** Local-folder document storage (used when no Azure connection string is set). */
  STORAGE_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Azure Blob Storage; when set, documents are stored there instead of STORAGE_DIR. */
  AZURE_STORAGE_CONNECTION_STRING: z.preprocess(emptyToUndefined, z.string().optional()),
  AZURE_STORAGE_CONTAINER: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[a-z0-9](?!.*--)[a-z0-9-]{1,61}[a-z0-9]$/, 'must be a valid Azure container name')
      .default('vtrans-documents'),
  ),
  /** Port `npm start` listens on (server.ts); `-p` overrides it, as with `next start`. */
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65535).default(3000)),
  /** Public origin of the production site, e.g. https://vtrans.virginia.gov (other hosts get noindex). */
  SITE_URL: z.preprocess(emptyToUndefined, z.url().default('http://localhost:3000')),
  /**
   * Other Host names the production server answers besides SITE_URL's (comma-separated `host` or `host:port`,
   * e.g. an instance's own name for a health probe); any other Host gets 421, a malformed one 400.
   */
  ALLOWED_HOSTS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .transform((v) =>
        v
          ? v
              .split(',')
              .map((h) => h.trim())
              .filter(Boolean)
          : [],
      ),
  ),
  /**
   * Proxies in front of the site that append to X-Forwarded-For (0: use the socket address). With N,
   * the client is the Nth address from the right, so a client-sent header cannot pick its own address.
   */
  TRUSTED_PROXY_HOPS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(10).default(0)),
  /** Redis for rate-limit counters (redis:// or rediss://); empty: counters live in the database. */
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
  /** SMTP server for outgoing mail (smtp://user:pass@host:587); empty: mail is written to DATA_DIR/outbox. */
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  /** Sender of the site's mail. */
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('VTrans website <no-reply@vtrans.localhost>')),
  /** Staff inbox that receives contact-form messages. */
  CONTACT_EMAIL: z.preprocess(emptyToUndefined, z.email().default('vtrans-team@vtrans.localhost')),
  /**
   * Map comments: `pre` (default) holds every comment until a reviewer approves it; `post` publishes at once,
   * except comments the automatic checks hold (links, email addresses, listed words) and flagged ones.
   */
  COMMENT_MODERATION: z.preprocess(emptyToUndefined, z.enum(['pre', 'post']).default('pre')),
  /** Extra words that hold a map comment for review, comma-separated (added to the built-in list). */
  COMMENT_HOLD_WORDS: z.preprocess(emptyToUndefined, z.string().max(4000).optional()),
  /** Email-marketing provider's subscribe form URL (…/subscribe/post?u=…&id=…); empty: the site's own list. */
  NEWSLETTER_SUBSCRIBE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  /** Phone number offered for accessible formats (Section 508 notice in the footer). */
  ACCESSIBILITY_PHONE: z.preprocess(emptyToUndefined, z.string().max(40).optional()),
  /** The Commonwealth's branding-bar script, loaded on full-screen tool pages. */
  BRANDING_BAR_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  /**
   * Signs the session cookie and hashes sign-in tokens. Empty: the embedded setup makes one and keeps it in
   * DATA_DIR/auth-secret; required with SQL Server. Generate with `openssl rand -base64 32`.
   */
  NEXTAUTH_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  /** The site origin sign-in links point at. Empty: SITE_URL. Set when the site listens elsewhere (e.g. tests). */
  NEXTAUTH_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  /** Largest spatial-data upload in megabytes (the stream is cut off beyond it). */
  INTAKE_MAX_UPLOAD_MB: z.preprocess(emptyToUndefined, z.coerce.number().positive().max(2048).default(100)),
  /** Largest file an editor may upload to the documents library, in megabytes. */
  DOCUMENT_MAX_UPLOAD_MB: z.preprocess(emptyToUndefined, z.coerce.number().positive().max(2048).default(50)),
  /** Most features one spatial-data submission may hold. */
  INTAKE_MAX_FEATURES: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(250000)),
  /**
   * Whether this web instance also runs a job worker (extracts and other queued work). Set false on web
   * instances when dedicated `npm run worker` processes take the jobs.
   */
  RUN_JOBS: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0'])
      .default('true')
      .transform((v) => v === 'true' || v === '1'),
  ),
  /** Most uploads (versions) one submission may have. */
  INTAKE_MAX_VERSIONS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1000).default(20)),
  /** Versions of a submission that keep their files; older ones are pruned (a published one is always kept). */
  INTAKE_KEEP_VERSIONS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100).default(3)),
  /**
   * How long an upload request waits for its pre-flight job before answering 202 (the page then asks again
   * until the report is ready). 0: always answer at once.
   */
  INTAKE_UPLOAD_WAIT_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(0).max(60_000).default(10_000),
  ),
  /**
   * How long checking or previewing one Markdown body may work in the worker pool (from when a thread starts
   * it, not while it waits for one) before it is refused as too complex (ordinary bodies take milliseconds; a
   * hostile one would take minutes).
   */
  MARKDOWN_BUDGET_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(500).max(120_000).default(10_000),
  ),
  /** Megabytes of uploaded originals one organisation may keep stored. */
  INTAKE_ORG_QUOTA_MB: z.preprocess(emptyToUndefined, z.coerce.number().positive().default(2048)),
  /** Page-translation widget script driven by the language selector. */
  TRANSLATE_SCRIPT_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  /**
   * ArcGIS location platform API key (optional). Set: the Map Explorer's basemap choices use Esri's basemap
   * styles instead of the local basemap (and the map pages' CSP allows Esri's hosts). Never needed by tests.
   */
  ARCGIS_API_KEY: z.preprocess(emptyToUndefined, z.string().min(20, 'must be an ArcGIS API key').optional()),
  /**
   * The agency's own basemap (optional): an https URL of a vector-tile style JSON (ArcGIS or Mapbox/MapLibre);
   * `{basemap}` in it stands for the choice (light, dark, high-contrast). Set: every map draws it under the local
   * boundaries, and the pages' CSP allows its origin and BASEMAP_ORIGINS.
   */
  BASEMAP_STYLE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(
        (u) => /^https:\/\/[^\s/]+\/\S*$/.test(u) && URL.canParse(u),
        'must be an https URL of a style JSON',
      )
      .optional(),
  ),
  /** Further https origins the agency's style reaches (its tiles, sprites and fonts), comma-separated. */
  BASEMAP_ORIGINS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(
        (list) => list.split(',').every((o) => /^https:\/\/[^\s/]+\/?$/.test(o.trim())),
        'must be https origins, comma-separated (e.g. https://tiles.example.gov)',
      )
      .optional(),
  ),
});

export type Env = z.infer<typeof EnvSchema>;

/** Parses an environment object; throws with every invalid variable named. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

let cached: Env | undefined;

/** The validated configuration of this process (parsed once). */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Absolute path inside DATA_DIR. */
export function dataPath(...parts: string[]): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), env().DATA_DIR, ...parts);
}

/** The origin people sign in at: NEXTAUTH_URL when the site listens elsewhere (e.g. tests), else SITE_URL. */
export const siteOrigin = (): string => env().NEXTAUTH_URL ?? env().SITE_URL;

/** next-auth reads NEXTAUTH_URL itself: default it to SITE_URL so sign-in links never trust the Host header. */
export function ensureAuthUrl(): string {
  const url = siteOrigin();
  process.env.NEXTAUTH_URL = url;
  return url;
}

/** Forget the parsed configuration (tests change process.env between cases). */
export function resetEnvCache(): void {
  cached = undefined;
}
