import { apiHandler, parseBody, parseQuery, withStatus } from '@/lib/server/http/apiHandler';
import * as people from '@/lib/server/services/people';
import { InviteInput, PeopleQuery } from '@/lib/shared/schemas/people';

/** GET: everyone (optionally by status). POST: invite someone. Administrators only. */
/** apiHandler reads the JSON body, so every body error answers in the one error shape. */
export const config = { api: { bodyParser: false } };

export default apiHandler(
  {
    GET: (req, _res, { user }) => people.listPeople(user, parseQuery(PeopleQuery, req).status),
    POST: async (req, _res, { user }) =>
      withStatus(201, await people.invitePerson(user, parseBody(InviteInput, req))),
  },
  { auth: ['admin'], jsonBody: { maxBytes: 16 * 1024 } },
);
