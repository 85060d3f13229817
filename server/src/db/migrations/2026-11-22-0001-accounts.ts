import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('company')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('website', 'text', (col) => col.notNull())
    .addColumn('street', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('zip', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull().defaultTo('US'))
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('expiration_date', 'date')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index company_url_lower_key on company (lower(url))`.execute(db);

  await db.schema
    .createTable('app_user')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('company_id', 'text', (col) => col.references('company.id').onDelete('cascade'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('roles', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{ADMIN}'`))
    .addColumn('email_verify_code', 'text')
    .addColumn('email_verify_expires_at', 'timestamptz')
    .addColumn('registration_date', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('verified', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index app_user_email_lower_key on app_user (lower(email))`.execute(db);
  await db.schema.createIndex('app_user_company_idx').on('app_user').column('company_id').execute();

  await db.schema
    .createTable('company_configuration')
    .addColumn('company_id', 'text', (col) => col.notNull().references('company.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('company_configuration_pk', ['company_id', 'name'])
    .execute();

  await db.schema
    .createTable('app_secret')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('login_attempt')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('window_start', 'timestamptz', (col) => col.notNull())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['login_attempt', 'app_secret', 'company_configuration', 'app_user', 'company']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
