import { apiHandler, parseBody, parseQuery } from '@/lib/server/http/apiHandler';
import * as people from '@/lib/server/services/people';
import { PersonIdQuery, PersonUpdate, PersonUuid } from '@/lib/shared/schemas/people';
import { notFound } from '@/lib/shared/errors';

/** A person's id, or 404 (a malformed id names nobody). */
function personId(req: Parameters<typeof parseQuery>[1]): string {
  const { id } = parseQuery(PersonIdQuery, req);
  if (!PersonUuid.safeParse(id).success) throw notFound('No person with this id.');
  return id;
}

/** GET: one person with their audit trail. PATCH: approve, change roles/organisation, (de)activate. Admins only. */
/** apiHandler reads the JSON body, so every body error answers in the one error shape. */
export const config = { api: { bodyParser: false } };

export default apiHandler(
  {
    GET: (req) => people.getPerson(personId(req)),
    PATCH: (req, _res, { user }) => people.updatePerson(user, personId(req), parseBody(PersonUpdate, req)),
  },
  { auth: ['admin'], jsonBody: { maxBytes: 16 * 1024 } },
);
