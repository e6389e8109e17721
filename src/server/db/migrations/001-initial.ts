import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/** Frozen once released: change the schema with a new migration, never by editing this one. */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const id = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();

  await db.schema
    .createTable('projects')
    .addColumn('id', idType, id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text')
    .addColumn('start_date', 'text')
    .addColumn('end_date', 'text')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('logo_url', 'text')
    .addColumn('settings', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('admins')
    .addColumn('id', idType, id)
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text')
    .addColumn('is_super_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('admin_projects')
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('admin_projects_pk', ['admin_id', 'project_id'])
    .execute();
  await db.schema
    .createIndex('admin_projects_project_idx')
    .on('admin_projects')
    .column('project_id')
    .execute();

  await db.schema
    .createTable('judges')
    .addColumn('id', idType, id)
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('affiliation', 'text')
    .addColumn('specialty', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('judges_project_username_uq', ['project_id', 'username'])
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', idType, id)
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('users_project_username_uq', ['project_id', 'username'])
    .addUniqueConstraint('users_project_email_uq', ['project_id', 'email'])
    .execute();

  await db.schema
    .createTable('posters')
    .addColumn('id', idType, id)
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('affiliation', 'text')
    .addColumn('category', 'text')
    .addColumn('abstract', 'text')
    .addColumn('keywords', 'text')
    .addColumn('audio_file', 'text')
    .addColumn('order_number', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('posters_project_idx').on('posters').columns(['project_id', 'id']).execute();

  await db.schema
    .createTable('poster_images')
    .addColumn('id', idType, id)
    .addColumn('poster_id', 'integer', (c) => c.notNull().references('posters.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('poster_images_poster_idx')
    .on('poster_images')
    .columns(['poster_id', 'position'])
    .execute();

  await db.schema
    .createTable('criteria')
    .addColumn('id', idType, id)
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('max_score', 'integer', (c) => c.notNull().check(sql`max_score >= 1`))
    .addColumn('order_number', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`order_number >= 0`),
    )
    .addColumn('description', 'text')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('criteria_project_idx')
    .on('criteria')
    .columns(['project_id', 'order_number'])
    .execute();

  await db.schema
    .createTable('assignments')
    .addColumn('id', idType, id)
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('judge_id', 'integer', (c) => c.notNull().references('judges.id').onDelete('cascade'))
    .addColumn('poster_id', 'integer', (c) => c.notNull().references('posters.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('assignments_judge_poster_uq', ['judge_id', 'poster_id'])
    .execute();
  await db.schema.createIndex('assignments_project_idx').on('assignments').column('project_id').execute();
  await db.schema.createIndex('assignments_poster_idx').on('assignments').column('poster_id').execute();

  await db.schema
    .createTable('evaluations')
    .addColumn('id', idType, id)
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('judge_id', 'integer', (c) => c.notNull().references('judges.id').onDelete('cascade'))
    .addColumn('poster_id', 'integer', (c) => c.notNull().references('posters.id').onDelete('cascade'))
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('evaluations_judge_poster_uq', ['judge_id', 'poster_id'])
    .execute();
  await db.schema.createIndex('evaluations_project_idx').on('evaluations').column('project_id').execute();
  await db.schema.createIndex('evaluations_poster_idx').on('evaluations').column('poster_id').execute();

  await db.schema
    .createTable('evaluation_scores')
    .addColumn('evaluation_id', 'integer', (c) =>
      c.notNull().references('evaluations.id').onDelete('cascade'),
    )
    .addColumn('criterion_id', 'integer', (c) => c.notNull().references('criteria.id').onDelete('cascade'))
    .addColumn('score', 'integer', (c) => c.notNull().check(sql`score >= 0`))
    .addPrimaryKeyConstraint('evaluation_scores_pk', ['evaluation_id', 'criterion_id'])
    .execute();
  await db.schema
    .createIndex('evaluation_scores_criterion_idx')
    .on('evaluation_scores')
    .column('criterion_id')
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('principal_type', 'text', (c) => c.notNull())
    .addColumn('principal_id', 'integer', (c) => c.notNull())
    .addColumn('project_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sessions_principal_idx')
    .on('sessions')
    .columns(['principal_type', 'principal_id'])
    .execute();

  await db.schema
    .createTable('login_attempts')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'text', (c) => c.notNull())
    .execute();
}
