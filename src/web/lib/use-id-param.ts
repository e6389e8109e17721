/** Ids in addresses: a record's id is a positive whole number, anything else is "not found" without asking. */
import { useParams } from 'react-router';

export function useIdParam(name = 'id'): { id: number; valid: boolean } {
  const value = useParams()[name];
  return { id: Number(value), valid: idFrom(value) !== null };
}

/** An address's id (a route parameter), or null when it is not one. */
export function idFrom(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}
