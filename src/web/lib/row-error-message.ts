/** A spreadsheet's skipped or warned rows, said in the page's language (the organiser's import pages). */
import { i18n } from '../i18n';
// The rows arrive in a successful answer, so their codes' words are loaded here, not by api.ts.
import '../i18n/error-messages';
import { codeMessage } from './error-message';
import type { RowError } from '@shared/contracts/imports';

/** A skipped spreadsheet row in the page's language: "Row 7 (email): Enter a valid email address." */
export function rowErrorMessage(e: RowError): string {
  const problem = codeMessage(e.code, e.params) ?? i18n.t('errors:VALIDATION');
  const where = e.column ? ` (${e.column})` : '';
  return i18n.t('errors:SPREADSHEET_ROW_INVALID', { row: e.row, where, problem });
}
