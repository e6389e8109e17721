// The spreadsheet imports and their templates in the route catalogue (src/server/proof/route-catalogue.ts).
import { noInput, route, uniq, type CatalogueRow } from '@server/proof/catalogue-row';
import { judgeSheet, multipart, participantSheet, posterSheet } from '@server/proof/upload-files';

const posters = () => multipart({ filename: 'posters.xlsx', content: posterSheet(2, uniq('M')) });
const judges = () => multipart({ filename: 'judges.xlsx', content: judgeSheet(1) });
const participants = () => multipart({ filename: 'users.xlsx', content: participantSheet(1) });

export const importsCatalogue: CatalogueRow[] = [
  route('GET', '/api/projects/:projectId/posters/download-template', 'projectAdmin', noInput),
  route('POST', '/api/projects/:projectId/posters/upload-excel', 'projectAdmin', posters),
  route('GET', '/api/projects/:projectId/judges/download-template', 'projectAdmin', noInput),
  route('POST', '/api/projects/:projectId/judges/upload-excel', 'projectAdmin', judges),
  route('GET', '/api/projects/:projectId/users/download-template', 'projectAdmin', noInput),
  route('POST', '/api/projects/:projectId/users/upload-excel', 'projectAdmin', participants),
];
