import type { ContactMessageInput } from '@/lib/shared/schemas/contact';
import { request } from './request';

/** Thrown (as ApiError) when the message could not be sent; the server's reason is in `detail`. */
export const CONTACT_FAILURE_MESSAGE = 'Your message could not be sent';

/** Sends the contact form to POST /api/contact; resolves with the stored message's id. */
export const sendContactMessage = (input: ContactMessageInput) =>
  request<{ id: number }>('/api/contact', CONTACT_FAILURE_MESSAGE, { method: 'POST', body: input });
