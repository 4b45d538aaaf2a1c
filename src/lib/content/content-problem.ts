/**
 * What an editor must fix in an entry the site could read only in part: the field, named as the
 * entry editor names it where the site knows that name, and what is wrong with it. Logged with
 * the entry id, and shown to editors in preview; diners see what could be read.
 */
export interface ContentProblem {
  field: string;
  problem: string;
}
