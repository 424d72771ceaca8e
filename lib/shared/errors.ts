/** Error codes used in the one API error body shape (ARCHITECTURE §7). */
export type ErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'method_not_allowed'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'unprocessable'
  | 'too_many_requests'
  | 'internal'
  | 'unavailable';

/** The JSON body of every non-2xx API answer. */
export interface ErrorBody {
  /** `choices`: the values the field may take, when the person must pick one (a GeoPackage's layers). */
  error: { code: ErrorCode; message: string; field?: string; choices?: string[] };
}

const codeForStatus: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'too_many_requests',
  500: 'internal',
  503: 'unavailable',
};

/** An error that carries its HTTP status; thrown by services, mapped by apiHandler. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly field?: string;
  /** Seconds to wait before trying again (sent as Retry-After with 429 and 503). */
  retryAfter?: number;
  /** For a page that refused its address: a nearby page that does exist, offered on the notice. */
  back?: { href: string; label: string };
  /** The values `field` may take, when the person must pick one (sent in the body). */
  choices?: string[];

  constructor(status: number, message: string, field?: string) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = codeForStatus[status] ?? 'internal';
    this.field = field;
  }

  toBody(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.field ? { field: this.field } : {}),
        ...(this.choices ? { choices: this.choices } : {}),
      },
    };
  }
}

export const notFound = (message: string, back?: { href: string; label: string }) => {
  const err = new HttpError(404, message);
  if (back) err.back = back;
  return err;
};
export const badRequest = (message: string, field?: string) => new HttpError(400, message, field);
