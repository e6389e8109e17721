// Which database a connection speaks: the few places that differ (migrations, row locks) ask this.
export type Dialect = 'sqlite' | 'postgres';
