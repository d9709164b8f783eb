import type { Kysely } from 'kysely'
import { requiredText, timestamps } from './column-sets.ts'

export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('projects')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
    .$call(requiredText('service_type', 'stage'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .$call(requiredText('start_date', 'due_date'))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'text', (c) => c.references('users.id'))
    .$call(timestamps)
    .execute()
  await db.schema.createIndex('projects_organization_idx').on('projects').column('organization_id').execute()

  await db.schema
    .createTable('project_members')
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .$call(requiredText('role', 'added_at'))
    .addPrimaryKeyConstraint('project_members_pk', ['project_id', 'user_id'])
    .execute()
  await db.schema.createIndex('project_members_user_idx').on('project_members').column('user_id').execute()

  await db.schema
    .createTable('project_milestones')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .$call(requiredText('title', 'due_date'))
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(timestamps)
    .execute()
  await db.schema.createIndex('project_milestones_project_idx').on('project_milestones').column('project_id').execute()

  await db.schema
    .createTable('project_tasks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('assignee_user_id', 'text', (c) => c.references('users.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('due_date', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id'))
    .$call(timestamps)
    .execute()
  await db.schema.createIndex('project_tasks_project_idx').on('project_tasks').column('project_id').execute()

  await db.schema
    .createTable('project_comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('author_user_id', 'text', (c) => c.notNull().references('users.id'))
    .$call(requiredText('body', 'created_at'))
    .execute()
  await db.schema
    .createIndex('project_comments_project_idx')
    .on('project_comments')
    .columns(['project_id', 'created_at'])
    .execute()

  await db.schema
    .createTable('project_files')
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('file_id', 'text', (c) => c.notNull().references('files.id'))
    .addColumn('folder', 'text', (c) => c.notNull())
    .addColumn('added_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('project_files_pk', ['project_id', 'file_id'])
    .execute()

  // The project each user last chose in /instancePicker.
  await db.schema
    .createTable('project_picks')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id'))
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('chosen_at', 'text', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<any>) {
  for (const table of [
    'project_picks',
    'project_files',
    'project_comments',
    'project_tasks',
    'project_milestones',
    'project_members',
    'projects',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
