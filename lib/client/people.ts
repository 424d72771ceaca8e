import type { InviteInput, Person, PersonDetail, PersonUpdate } from '@/lib/shared/schemas/people';
import { request } from './request';

export const PEOPLE_FAILURE = 'Failed to fetch people';
export const PERSON_FAILURE = 'Failed to fetch person';
export const INVITE_FAILURE = 'The invitation could not be sent';
export const UPDATE_PERSON_FAILURE = 'The change could not be saved';

/** GET /api/admin/people/{id}: a person with their audit trail and the publishes scheduled in their name. */
export const fetchPerson = (id: string) =>
  request<PersonDetail>(`/api/admin/people/${encodeURIComponent(id)}`, PERSON_FAILURE);

/** POST /api/admin/people: invite someone. */
export const invitePerson = (input: InviteInput) =>
  request<Person>('/api/admin/people', INVITE_FAILURE, { method: 'POST', body: input });

/** PATCH /api/admin/people/{id}: roles, organisation, name, approve / deactivate / reactivate. */
export const updatePerson = (id: string, update: PersonUpdate) =>
  request<Person>(`/api/admin/people/${encodeURIComponent(id)}`, UPDATE_PERSON_FAILURE, {
    method: 'PATCH',
    body: update,
  });
