// The abstract-book module's face: what the rest of the server uses of it (docs/decisions/078-module-faces.md).
export { default as abstractBookRoutes } from './abstract-book.routes';
export { bookJobDeclaration } from './abstract-book.jobs';
export { BOOK_JOB } from './abstract-book.service';
// Of its repository: what other modules call directly, within their own work (a transaction, a count).
export { findBookRow } from './abstract-book.repository';
