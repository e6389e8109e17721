import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect';
import * as DDL from './ddl-kit';

/** Frozen once released: change the schema with a new migration, never by editing this one. */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await DDL.numberedTable(db, dialect, 'projects')
    .addColumn('name', 'text', DDL.notNull)
    .addColumn('slug', 'text', DDL.notNullUnique)
    .$call(DDL.optional('text', 'description', 'start_date', 'end_date'))
    .addColumn('is_active', 'integer', DDL.notNullDefault(1))
    .$call(DDL.optional('text', 'logo_url', 'settings'))
    .$call(DDL.createdAt)
    .execute();

  await DDL.numberedTable(db, dialect, 'admins')
    .addColumn('username', 'text', DDL.notNullUnique)
    .$call(DDL.required('text', 'password_hash', 'email'))
    .addColumn('full_name', 'text')
    .addColumn('is_super_admin', 'integer', DDL.notNullDefault(0))
    .addColumn('is_active', 'integer', DDL.notNullDefault(1))
    .$call(DDL.createdAt)
    .execute();

  await db.schema
    .createTable('admin_projects')
    .addColumn('admin_id', 'integer', DDL.cascadeRef('admins'))
    .$call(DDL.projectId)
    .$call(DDL.createdAt)
    .addPrimaryKeyConstraint('admin_projects_pk', ['admin_id', 'project_id'])
    .execute();
  await DDL.index(db, 'admin_projects_project_idx', 'admin_projects', ['project_id']);

  await DDL.projectTable(db, dialect, 'judges')
    .$call(DDL.required('text', 'username', 'password_hash', 'full_name', 'email'))
    .$call(DDL.optional('text', 'affiliation', 'specialty'))
    .$call(DDL.createdAt)
    .addUniqueConstraint('judges_project_username_uq', ['project_id', 'username'])
    .execute();

  await DDL.projectTable(db, dialect, 'users')
    .$call(DDL.required('text', 'username', 'password_hash', 'email'))
    .addColumn('full_name', 'text')
    .$call(DDL.createdAt)
    .addUniqueConstraint('users_project_username_uq', ['project_id', 'username'])
    .addUniqueConstraint('users_project_email_uq', ['project_id', 'email'])
    .execute();

  await DDL.projectTable(db, dialect, 'posters')
    .$call(DDL.required('text', 'title', 'author'))
    .$call(DDL.optional('text', 'affiliation', 'category', 'abstract', 'keywords', 'audio_file'))
    .addColumn('order_number', 'integer')
    .$call(DDL.createdAt)
    .execute();
  await DDL.index(db, 'posters_project_idx', 'posters', ['project_id', 'id']);

  await DDL.numberedTable(db, dialect, 'poster_images')
    .$call(DDL.posterId)
    .addColumn('url', 'text', DDL.notNull)
    .addColumn('position', 'integer', DDL.notNull)
    .execute();
  await DDL.index(db, 'poster_images_poster_idx', 'poster_images', ['poster_id', 'position']);

  await DDL.projectTable(db, dialect, 'criteria')
    .addColumn('name', 'text', DDL.notNull)
    .addColumn('max_score', 'integer', (c) => c.notNull().check(sql`max_score >= 1`))
    .addColumn('order_number', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`order_number >= 0`),
    )
    .addColumn('description', 'text')
    .addColumn('is_active', 'integer', DDL.notNullDefault(1))
    .$call(DDL.createdAt)
    .execute();
  await DDL.index(db, 'criteria_project_idx', 'criteria', ['project_id', 'order_number']);

  await DDL.projectTable(db, dialect, 'assignments')
    .addColumn('judge_id', 'integer', DDL.cascadeRef('judges'))
    .$call(DDL.posterId)
    .addColumn('status', 'text', DDL.notNullDefault('pending'))
    .$call(DDL.createdAt)
    .addUniqueConstraint('assignments_judge_poster_uq', ['judge_id', 'poster_id'])
    .execute();
  await DDL.index(db, 'assignments_project_idx', 'assignments', ['project_id']);
  await DDL.index(db, 'assignments_poster_idx', 'assignments', ['poster_id']);

  await DDL.projectTable(db, dialect, 'evaluations')
    .addColumn('judge_id', 'integer', DDL.cascadeRef('judges'))
    .$call(DDL.posterId)
    .addColumn('comment', 'text', DDL.notNull)
    .$call(DDL.createdAt)
    .addColumn('updated_at', 'text', DDL.notNull)
    .addUniqueConstraint('evaluations_judge_poster_uq', ['judge_id', 'poster_id'])
    .execute();
  await DDL.index(db, 'evaluations_project_idx', 'evaluations', ['project_id']);
  await DDL.index(db, 'evaluations_poster_idx', 'evaluations', ['poster_id']);

  await db.schema
    .createTable('evaluation_scores')
    .addColumn('evaluation_id', 'integer', DDL.cascadeRef('evaluations'))
    .addColumn('criterion_id', 'integer', DDL.cascadeRef('criteria'))
    .addColumn('score', 'integer', (c) => c.notNull().check(sql`score >= 0`))
    .addPrimaryKeyConstraint('evaluation_scores_pk', ['evaluation_id', 'criterion_id'])
    .execute();
  await DDL.index(db, 'evaluation_scores_criterion_idx', 'evaluation_scores', ['criterion_id']);

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', DDL.primaryKey)
    .addColumn('principal_type', 'text', DDL.notNull)
    .addColumn('principal_id', 'integer', DDL.notNull)
    .addColumn('project_id', 'integer')
    .$call(DDL.required('text', 'created_at', 'expires_at'))
    .execute();
  await DDL.index(db, 'sessions_principal_idx', 'sessions', ['principal_type', 'principal_id']);

  await db.schema
    .createTable('login_attempts')
    .addColumn('key', 'text', DDL.primaryKey)
    .addColumn('failures', 'integer', DDL.notNull)
    .addColumn('reset_at', 'text', DDL.notNull)
    .execute();
}
