/** Ids in addresses: a record's id is a positive whole number, anything else is "not found" without asking. */
import { useParams } from 'react-router';

export function useIdParam(name = 'id'): { id: number; valid: boolean } {
  const id = Number(useParams()[name]);
  return { id, valid: Number.isInteger(id) && id > 0 };
}
