import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
// Migrations are frozen: each carries the data and code it needs (migrationData/), never the features' or the
// seed's current ones, so an old migration does tomorrow what it did when it shipped.
import { allocateSlugs010 } from './migrationData/slugs010.ts';
import { productTexts007 } from './migrationData/productTexts007.ts';
import { articleComments016 } from './migrationData/comments016.ts';

/** Each migration is a list of single statements (PGlite's extended protocol takes one at a time). */
const statements = (list: string[]): Migration => ({
  async up(db: Kysely<unknown>) {
    for (const statement of list) await sql.raw(statement).execute(db);
  },
});

const migrations: Record<string, Migration> = {
  '001_catalogue': statements([
    `create table currency (id int primary key, name text not null unique)`,
    `create table product_type (id int primary key, name text not null unique)`,
    `create table product (
      id int primary key, name text not null unique, thumbnail text not null,
      product_type_id int not null references product_type(id),
      price int not null check (price >= 0), previous_price int not null default 0 check (previous_price >= 0),
      price_eur int not null check (price_eur >= 0), previous_price_eur int not null default 0 check (previous_price_eur >= 0),
      position int not null default 0)`,
    `create table price_history (
      id serial primary key, product_id int not null references product(id) on delete cascade,
      price int not null, price_eur int not null, valid_from timestamptz not null)`,
    `create index price_history_product on price_history(product_id, valid_from)`,
    `create table product_image (
      id serial primary key, product_id int not null references product(id) on delete cascade,
      image text not null, thumbnail text not null, position int not null default 0)`,
    `create table product_property (
      id int primary key, product_id int not null references product(id) on delete cascade,
      name text not null, kind text not null, position int not null default 0, unique (product_id, kind))`,
    `create table property_value (
      id int primary key, property_id int not null references product_property(id) on delete cascade,
      value text not null, available boolean not null default true, days_to_ship int not null default 2,
      position int not null default 0)`,
    `create table specification_item (
      id int primary key, product_id int not null references product(id) on delete cascade,
      key text not null, value text not null, position int not null default 0)`,
    `create table catalogue_version (id int primary key, version int not null)`,
    `insert into catalogue_version (id, version) values (1, 1)`,
    `create table article (
      id int primary key, title_en text not null, title_pl text not null, body_en text not null, body_pl text not null,
      author text not null, date_published timestamptz not null, image text not null, thumbnail text not null,
      published boolean not null default true)`,
    `create table partner (id int primary key, name text not null, website text not null default '')`,
    `create table shipment_price (region text primary key, price int not null, price_eur int not null)`,
    `create table discount (
      id int primary key, code text not null unique, percent int not null check (percent between 1 and 100),
      valid_until timestamptz, max_uses int, used_count int not null default 0)`,
    `create table device (id int primary key, serial_number text not null unique, model text not null, produced_on text not null)`,
  ]),
  '002_accounts': statements([
    `create table app_user (
      id serial primary key, email text not null unique, password_hash text not null,
      active boolean not null default false, role text not null default 'CUSTOMER', token_version int not null default 0,
      name text, surname text, created_at timestamptz not null default now())`,
    `create table user_token (
      id serial primary key, user_id int not null references app_user(id) on delete cascade,
      kind text not null, token_hash text not null unique, expires_at timestamptz not null, used_at timestamptz)`,
    `create table address_record (
      id serial primary key, user_id int not null unique references app_user(id) on delete cascade,
      shipping_address jsonb not null, invoice_address jsonb)`,
    `create table contact_message (
      id serial primary key, email text not null, name text not null, message text not null,
      created_at timestamptz not null default now())`,
    `create table newsletter_registration (id serial primary key, email text not null unique, created_at timestamptz not null default now())`,
  ]),
  '003_orders': statements([
    `create table shop_order (
      id serial primary key, order_number text not null unique, user_id int references app_user(id) on delete set null,
      status text not null, currency text not null, language text not null,
      original_price int not null, discounted_price int, shipment_price int, total_price int not null,
      discount_code text, partner_id int references partner(id),
      shipping_address jsonb not null, invoice_address jsonb, payment_group text not null,
      payment_provider text, transaction_id text unique, payment_url text,
      created_at timestamptz not null default now(), paid_at timestamptz, updated_at timestamptz not null default now())`,
    `create index shop_order_user on shop_order(user_id, created_at)`,
    `create table order_item (
      id serial primary key, order_id int not null references shop_order(id) on delete cascade,
      product_id int not null, product_name text not null, thumbnail text not null,
      quantity int not null check (quantity > 0), unit_price int not null, selected_properties jsonb not null)`,
    `create index order_item_order on order_item(order_id)`,
    `create table cart (
      id serial primary key, user_id int not null unique references app_user(id) on delete cascade,
      discount_id int references discount(id), shipment_region text, partner_id int references partner(id),
      last_order_id int references shop_order(id) on delete set null, updated_at timestamptz not null default now())`,
    `create table cart_item (
      id serial primary key, cart_id int not null references cart(id) on delete cascade,
      product_id int not null references product(id), properties_key text not null,
      quantity int not null check (quantity between 1 and 99), created_at timestamptz not null default now(),
      unique (cart_id, product_id, properties_key))`,
    `create table payment_notification (
      id serial primary key, provider text not null, transaction_id text not null, status text not null,
      outcome text not null, payload jsonb not null, received_at timestamptz not null default now())`,
  ]),
  // Sensitive-call counts shared by every replica on one PostgreSQL (http/rateLimitStore.ts):
  // one row per client and route, its window ending at window_ends_at; ended windows are swept now and then.
  '004_rate_limit': statements([
    `create table rate_limit_hit (key text primary key, hits int not null, window_ends_at timestamptz not null)`,
    `create index rate_limit_hit_window_ends on rate_limit_hit(window_ends_at)`,
  ]),
  // The owner's back office (features/admin): every change it makes is logged with who made it, before and after;
  // an order's status moves keep their own history (reason, tracking number). The author's e-mail is kept, so an
  // entry still names them after their account is deleted; changes from the command line have no account.
  '005_back_office': statements([
    `create table admin_audit_log (
      id serial primary key, at timestamptz not null default now(), source text not null,
      admin_user_id int references app_user(id) on delete set null, admin_email text,
      action text not null, entity_kind text not null, entity_id text not null, before jsonb, after jsonb)`,
    `create index admin_audit_log_at on admin_audit_log(at, id)`,
    `create index admin_audit_log_entity on admin_audit_log(entity_kind, entity_id, at, id)`,
    `create table order_status_change (
      id serial primary key, order_id int not null references shop_order(id) on delete cascade,
      at timestamptz not null default now(), from_status text not null, to_status text not null,
      reason text, tracking_number text, source text not null,
      changed_by_user_id int references app_user(id) on delete set null, changed_by_email text)`,
    `create index order_status_change_order on order_status_change(order_id, id)`,
    // The back office lists every order newest first (customers' lists use shop_order_user).
    `create index shop_order_created on shop_order(created_at, id)`,
  ]),
  // The back office's messages and subscribers: a contact message is marked handled by an admin (the
  // e-mail kept, as the audit log keeps it); both lists are read newest first.
  '006_inbox': statements([
    `alter table contact_message add column handled_at timestamptz, add column handled_by text`,
    `create index contact_message_created on contact_message(created_at, id)`,
    `create index newsletter_registration_created on newsletter_registration(created_at, id)`,
  ]),
  // The owner edits the products (features/admin/products): names and descriptions move from the shop's translation
  // files into the product (filled here for the products there are), a product can be hidden from shoppers, and
  // uploaded pictures live in the database, shared by every replica, with the sizes the shop serves made at upload.
  '007_product_admin': {
    async up(db: Kysely<unknown>) {
      await statements([
        `alter table product
          add column name_en text not null default '', add column name_pl text not null default '',
          add column description_en text not null default '', add column description_pl text not null default '',
          add column hidden boolean not null default false`,
        `create table uploaded_image (
          name text primary key, image bytea not null, thumbnail bytea not null,
          width int not null, height int not null, created_at timestamptz not null default now())`,
      ]).up(db);
      const { rows } = await sql<{ name: string }>`select name from product`.execute(db);
      for (const { name } of rows) {
        const texts = productTexts007[name];
        if (!texts) continue;
        await sql`update product set name_en = ${texts.en.name}, name_pl = ${texts.pl.name},
          description_en = ${texts.en.description}, description_pl = ${texts.pl.description} where name = ${name}`.execute(db);
      }
    },
  },
  // Discount codes made by the owner (features/admin/discounts): a percentage or an amount off in one currency,
  // valid between two instants, limited in total and per customer, switched off and on. Codes are matched letter
  // case ignored, so they are unique that way too. Each use by an order is kept, so a customer's uses can be
  // counted.
  '008_discount_admin': statements([
    `alter table discount alter column percent drop not null`,
    `alter table discount
      add column kind text not null default 'PERCENT', add column amount int, add column currency text,
      add column valid_from timestamptz, add column max_uses_per_customer int check (max_uses_per_customer > 0),
      add column active boolean not null default true, add column created_at timestamptz not null default now()`,
    `alter table discount add constraint discount_terms check (
      (kind = 'PERCENT' and percent is not null and amount is null and currency is null)
      or (kind = 'AMOUNT' and percent is null and amount > 0 and currency is not null))`,
    `alter table discount add constraint discount_window check (valid_from is null or valid_until is null or valid_from < valid_until)`,
    `create unique index discount_code_folded on discount (upper(code))`,
    `create index discount_created on discount(created_at, id)`,
    `create table discount_use (
      id serial primary key, discount_id int not null references discount(id),
      user_id int references app_user(id) on delete set null,
      order_id int not null references shop_order(id) on delete cascade, used_at timestamptz not null default now())`,
    `create index discount_use_customer on discount_use(discount_id, user_id)`,
  ]),
  // Partners edited in the back office (features/admin/partners): a partner removed after it brought orders is kept,
  // archived and hidden from shoppers, so those orders still name it. New ids come from a sequence (the seed gives
  // its partners fixed ids), so a removed partner's id is never given to another.
  '009_partner_admin': statements([
    `alter table partner add column archived_at timestamptz`,
    `create sequence partner_id_seq`,
    `create index shop_order_partner on shop_order(partner_id) where partner_id is not null`,
  ]),
  // Readable addresses of product and article pages (features/slugs): a slug per language made from the name, unique
  // within the kind whatever the language, so a slug alone names its page. A rename gives a new slug and keeps the
  // old one in slug_history, where its links still find the page. updated_at is when the owner last changed the page
  // (the sitemap's lastmod); the pages there are were last changed no later than now.
  '010_slugs': {
    async up(db: Kysely<unknown>) {
      await statements([
        `alter table product add column slug_en text, add column slug_pl text, add column updated_at timestamptz not null default now()`,
        `alter table article add column slug_en text, add column slug_pl text, add column updated_at timestamptz not null default now()`,
        `create table slug_history (
          kind text not null check (kind in ('product', 'article')), language text not null check (language in ('en', 'pl')),
          slug text not null, target_id int not null, replaced_at timestamptz not null default now(),
          primary key (kind, slug, language))`,
        `create index slug_history_target on slug_history(kind, target_id)`,
      ]).up(db);
      const products = await sql<{ id: number; en: string; pl: string }>`select id, name_en as en, name_pl as pl from product order by id`.execute(db);
      for (const [id, slugs] of allocateSlugs010('product', products.rows.map(({ id, en, pl }) => ({ id, names: { en, pl } })))) {
        await sql`update product set slug_en = ${slugs.en}, slug_pl = ${slugs.pl} where id = ${id}`.execute(db);
      }
      const articles = await sql<{ id: number; en: string; pl: string }>`select id, title_en as en, title_pl as pl from article order by id`.execute(db);
      for (const [id, slugs] of allocateSlugs010('article', articles.rows.map(({ id, en, pl }) => ({ id, names: { en, pl } })))) {
        await sql`update article set slug_en = ${slugs.en}, slug_pl = ${slugs.pl} where id = ${id}`.execute(db);
      }
      const slugShape = (column: string) => `check (${column} ~ '^[a-z0-9]+(-[a-z0-9]+)*$')`;
      await statements(
        ['product', 'article'].flatMap((table) => [
          `alter table ${table} alter column slug_en set not null, alter column slug_pl set not null,
            add constraint ${table}_slug_en_shape ${slugShape('slug_en')}, add constraint ${table}_slug_pl_shape ${slugShape('slug_pl')}`,
          `create unique index ${table}_slug_en on ${table}(slug_en)`,
          `create unique index ${table}_slug_pl on ${table}(slug_pl)`,
        ]),
      ).up(db);
    },
  },
  // Payments (features/orders/startPayment.ts, features/payments/notification.ts): the provider is called with no
  // transaction open, so an order holds a short claim on its payment's start instead of a lock (a retry of the same
  // checkout waits for it or, once it has lapsed, takes it over); a chargeback marks the order when it comes.
  '011_payment_claims': statements([
    `alter table shop_order add column payment_attempt_until timestamptz, add column charged_back_at timestamptz`,
  ]),
  // Backups that succeeded (features/backups): the backup command adds a row after its file is complete, so the API
  // can tell monitoring how old the last one is. A backup never holds its own row: a restored database reports the
  // backups before it, never a fresh one.
  '012_backup_runs': statements([
    `create table backup_run (
      id serial primary key, finished_at timestamptz not null default now(), kind text not null check (kind in ('postgres', 'pglite')),
      file text not null, bytes bigint not null check (bytes >= 0))`,
    `create index backup_run_finished on backup_run(finished_at)`,
  ]),
  // Personal data (features/newsletter, features/retention; docs/decisions/0025-personal-data.md): a sign-up counts once
  // its address confirmed it. Addresses signed up before double opt-in count as confirmed: they gave their consent
  // under the rules of the time, and every newsletter mail now carries a one-click unsubscribe. Inactive accounts are
  // deleted after three years without a login: logins were not recorded before, so every existing account counts as
  // seen when this migration runs (an account in use is never deleted for want of a record).
  '013_personal_data': statements([
    `alter table newsletter_registration add column confirmed_at timestamptz`,
    `update newsletter_registration set confirmed_at = created_at`,
    `create index newsletter_registration_unconfirmed on newsletter_registration(created_at) where confirmed_at is null`,
    `alter table app_user add column last_seen_at timestamptz not null default now(), add column deletion_warned_at timestamptz`,
    `create index app_user_last_seen on app_user(last_seen_at)`,
  ]),
  // Sessions on the server (features/sessions): one row per login, ended by a logout, by the customer from another
  // device, by a password reset or by the reuse of a refresh credential already rotated. Only the hash of a refresh
  // credential is kept; rotated ones stay (rotated_at set) so their reuse is recognised, and go with their session.
  // The address is kept as its network prefix only (/24 or /48), enough to tell places apart.
  '014_user_sessions': statements([
    `create table user_session (
      id text primary key, user_id int not null references app_user(id) on delete cascade,
      device text not null, ip_prefix text, created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(), ended_at timestamptz, end_reason text)`,
    `create index user_session_user on user_session(user_id) where ended_at is null`,
    `create table refresh_credential (
      hash text primary key, session_id text not null references user_session(id) on delete cascade,
      created_at timestamptz not null default now(), rotated_at timestamptz)`,
    `create index refresh_credential_session on refresh_credential(session_id)`,
  ]),
  // The owner's second factor (features/secondFactor): one TOTP key per admin, sealed with a key derived from the
  // server's secret; ten recovery codes kept as hashes, each good once. A session records when it passed the factor
  // and its last back-office call (30 minutes without one end an admin session).
  '015_second_factor': statements([
    `create table second_factor (
      user_id int primary key references app_user(id) on delete cascade, secret_sealed text not null,
      created_at timestamptz not null default now(), enabled_at timestamptz, last_step int)`,
    `create table recovery_code (
      id serial primary key, user_id int not null references app_user(id) on delete cascade,
      hash text not null unique, used_at timestamptz)`,
    `create index recovery_code_user on recovery_code(user_id)`,
    `alter table user_session add column second_factor_at timestamptz, add column admin_seen_at timestamptz`,
  ]),
  // Customers' comments on articles, approved by the owner (features/comments).
  '016_article_comments': statements(articleComments016),
  '017_blog': statements([
    `create table article_category (
      id int primary key, slug text not null unique, name_en text not null, name_pl text not null, position int not null default 0)`,
    `insert into article_category (id, slug, name_en, name_pl, position) values
      (1, 'training', 'Training', 'Trening', 1), (2, 'device', 'The device', 'Urządzenie', 2),
      (3, 'health', 'Health and recovery', 'Zdrowie i regeneracja', 3), (4, 'news', 'News', 'Aktualności', 4)`,
    `alter table article add column category_id int references article_category(id) on delete set null,
      add column image_alt_en text not null default '', add column image_alt_pl text not null default ''`,
    `create table favourite_article (
      user_id int not null references app_user(id) on delete cascade,
      article_id int not null references article(id) on delete cascade,
      created_at timestamptz not null default now(), primary key (user_id, article_id))`,
  ]),
  // A device belongs to at most one account: one owner column, set by one conditional update (race-safe by itself).
  // Deleting the account releases its devices (the account deletion clears the date too; the key is the safety net).
  '018_devices': statements([
    `create table device_type (id int primary key, name text not null unique)`,
    `insert into device_type (id, name) values (1, 'Inercise One'), (2, 'Inercise One S'), (3, 'Inercise Pro')`,
    `alter table device add column device_type_id int references device_type(id),
      add column user_id int references app_user(id) on delete set null, add column registered_at timestamptz`,
    `update device set device_type_id = coalesce((select t.id from device_type t where t.name = device.model), 1)`,
    `alter table device alter column device_type_id set not null`,
    `create index device_user on device(user_id)`,
  ]),
  // The customer's profile (features/profile; docs/decisions/0037-customer-profile.md): the choices are stable keys the
  // browsers translate, kept as tables so a stored key is always one the API offers; weight in tenths of a kilogram
  // (no numeric parsing); the ranges are those of the contracts' PROFILE_LIMITS at the time; the picture's two squares (256 and 64 px WebP) in their own table, one per account, gone
  // with it (cascade) like the goals.
  '019_profile': statements([
    `create table activity_level_type (key text primary key, position int not null unique)`,
    `insert into activity_level_type (key, position) values ('SEDENTARY', 1), ('LIGHT', 2), ('MODERATE', 3), ('ACTIVE', 4), ('VERY_ACTIVE', 5)`,
    `create table goal_type (key text primary key, position int not null unique)`,
    `insert into goal_type (key, position) values ('STRENGTH', 1), ('MUSCLE_MASS', 2), ('WEIGHT_LOSS', 3), ('ENDURANCE', 4), ('MOBILITY', 5), ('REHABILITATION', 6), ('SPORT_PERFORMANCE', 7), ('HEALTH', 8)`,
    `alter table app_user
      add column gender text check (gender in ('FEMALE', 'MALE', 'OTHER')),
      add column height_cm smallint check (height_cm between 100 and 250),
      add column weight_tenths smallint check (weight_tenths between 300 and 3000),
      add column birth_date date,
      add column activity_level text references activity_level_type(key)`,
    `create table user_goal (
      user_id int not null references app_user(id) on delete cascade, goal text not null references goal_type(key),
      primary key (user_id, goal))`,
    `create table profile_image (
      user_id int primary key references app_user(id) on delete cascade, name text not null unique,
      image bytea not null, thumbnail bytea not null, created_at timestamptz not null default now())`,
  ]),
  // VAT (contracts' domain/vat.ts): every price is gross; a product carries its rate, and an order's line keeps the
  // rate it was sold at, so the invoice of an order placed before a change of rate still shows the rate it paid.
  '020_vat': statements([
    `alter table product add column vat_rate smallint not null default 23 check (vat_rate in (0, 5, 8, 23))`,
    `alter table order_item add column vat_rate smallint not null default 23 check (vat_rate in (0, 5, 8, 23))`,
  ]),
  // The health-like profile fields (gender, height, weight, birth date, activity level, goals) are kept only with
  // the customer's explicit consent (art. 9 GDPR): when it was given; null without it. Profiles filled in before are
  // left as they are (deleting what customers entered is the owner's call); they cannot be changed without consent.
  '022_health_consent': statements([`alter table app_user add column health_data_consent_at timestamptz`]),
  // When the shopper accepted the terms of sale for the order (ticked at checkout, required to place it): the shop's
  // record that the contract was made on its terms. Null for orders placed before the box existed.
  '023_terms_acceptance': statements([`alter table shop_order add column terms_accepted_at timestamptz`]),
  // Invoices (features/invoices; docs/product-rules.md, "Invoices"): one gap-free series per kind and year. The
  // counter row of a series and year is bumped by one upsert in the transaction that issues the invoice: it stays
  // locked until that transaction ends, so two orders paid at once get consecutive numbers, and a rolled-back one
  // gives its number back. The document (parties, lines, totals) is kept as issued; the PDF and the KSeF XML are
  // drawn from it. An order has at most one invoice and it at most one correction.
  '025_invoices': statements([
    `create table invoice_counter (
      series text not null check (series in ('FV', 'FK')), year int not null, last_number int not null,
      primary key (series, year))`,
    `create table invoice (
      id serial primary key, series text not null check (series in ('FV', 'FK')), year int not null,
      sequence int not null check (sequence > 0), number text not null unique,
      order_id int not null references shop_order(id), corrects_invoice_id int references invoice(id),
      issue_date text not null check (issue_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'), document jsonb not null, created_at timestamptz not null default now(),
      unique (series, year, sequence),
      check ((series = 'FK') = (corrects_invoice_id is not null)))`,
    `create unique index invoice_one_per_order on invoice(order_id) where series = 'FV'`,
    `create unique index invoice_one_correction on invoice(corrects_invoice_id)`,
  ]),

  // The owner's second factor cannot be guessed: wrong codes in a row are counted per account, and the fifth locks the
  // factor for a while (features/secondFactor/lockout.ts); a right code starts the count again.
  '026_second_factor_lockout': statements([
    `alter table second_factor add column failed_attempts smallint not null default 0, add column locked_until timestamptz`,
  ]),
  // Nobody in sideways (features/users, features/devices, features/retention): when the account's password was last
  // chosen through a link mailed to its address (only such a password makes an ADMIN_EMAILS address an admin); the
  // hash of the code printed on a device's label and in its QR code (no code recorded: the device cannot be claimed
  // by code); when a payment notification's body was dropped (its outcome stays). Indexes for the retention job.
  '027_bounded': statements([
    `alter table app_user add column password_confirmed_at timestamptz`,
    `alter table device add column label_code_hash text`,
    `alter table payment_notification add column body_dropped_at timestamptz`,
    `create index refresh_credential_rotated on refresh_credential(rotated_at) where rotated_at is not null`,
    `create index user_session_last_seen on user_session(last_seen_at)`,
    `create index user_token_expires on user_token(expires_at)`,
    `create index payment_notification_received on payment_notification(received_at) where body_dropped_at is null`,
  ]),
  // Unpaid orders (features/unpaidOrders): cancelled once their deadline has passed, the buyer reminded a day before.
  // The deadline is the terms' period after placing unless the owner extended it (payment_due_at).
  '029_unpaid_orders': statements([
    `alter table shop_order add column payment_due_at timestamptz, add column payment_reminded_at timestamptz`,
    `create index shop_order_unpaid on shop_order(created_at) where status in ('PAYMENT_VERIFICATION', 'INCOMPLETE')`,
  ]),
  // Digital products (docs/product-rules.md, "Digital products"): whether a product goes out as a parcel (the
  // courses do not: no delivery is charged for them); when the buyer consented to a course's immediate delivery and
  // acknowledged losing the right of withdrawal (art. 38(1) pt 13 of the Consumer Rights Act); and the courses an
  // account may watch: granted when its order is paid, revoked (kept, with the time) when the order is refunded.
  '030_digital_products': statements([
    `alter table product add column ships boolean not null default true`,
    `update product set ships = false where product_type_id in (select id from product_type where name = 'COURSE')`,
    `alter table shop_order add column digital_consent_at timestamptz`,
    `create table course_access (
      id serial primary key, user_id int not null references app_user(id) on delete cascade,
      product_id int not null references product(id) on delete cascade, order_id int not null references shop_order(id) on delete cascade,
      granted_at timestamptz not null default now(), revoked_at timestamptz,
      unique (order_id, product_id))`,
    `create index course_access_user on course_access(user_id) where revoked_at is null`,
  ]),
  // Paying again (features/orders/payAgain.ts): every transaction started for an order is kept, so a late success of
  // one the shopper left for a newer is still recognised (once); the checkout a repeated begin-transaction must match
  // to answer the same order (the cart is no longer emptied at placing); each order line's options key, to take the
  // paid lines out of the cart.
  '031_pay_again': statements([
    `create table order_payment (
      id serial primary key, order_id int not null references shop_order(id), provider text not null,
      transaction_id text not null, created_at timestamptz not null default now())`,
    `create index order_payment_order on order_payment(order_id)`,
    `create index order_payment_transaction on order_payment(transaction_id)`,
    `insert into order_payment (order_id, provider, transaction_id, created_at)
      select id, coalesce(payment_provider, 'sandbox'), transaction_id, created_at from shop_order where transaction_id is not null`,
    `alter table shop_order add column checkout_key text`,
    `alter table order_item add column properties_key text`,
  ]),
  // Offers for inquiries (features/offers): the owner's answer to an inquiry, one per order (sent again, it replaces
  // the earlier one). The order itself takes the offer's amounts; this keeps what was offered, until when, by whom.
  '032_order_offers': statements([
    `create table order_offer (
      order_id int primary key references shop_order(id),
      goods_price int not null check (goods_price > 0), shipment_price int not null check (shipment_price >= 0),
      total_price int not null check (total_price = goods_price + shipment_price), currency text not null,
      valid_until timestamptz not null, sent_at timestamptz not null default now(), sent_by_email text)`,
  ]),
  // Delivery priced by the parcel (contracts' shipmentByWeight): each product's shipping weight in grams, read from its
  // specification's weight ("21 kg", "0,9 kg"; none: 0), and each region's weight bands, starting from the one price
  // the region had, now for a parcel up to 30 kg (the heaviest a courier takes as one), so one item costs what it did.
  '033_shipment_bands': statements([
    `alter table product add column shipping_weight int not null default 0 check (shipping_weight >= 0)`,
    `update product set shipping_weight = coalesce((
      select round(replace(substring(s.value from '^\\s*([0-9]+(?:[.,][0-9]+)?)\\s*kg'), ',', '.')::numeric * 1000)::int
      from specification_item s where s.product_id = product.id and s.key = 'spec.weight' order by s.position, s.id limit 1), 0)`,
    `create table shipment_band (
      region text not null, up_to_grams int not null check (up_to_grams > 0),
      price int not null check (price >= 0), price_eur int not null check (price_eur >= 0),
      primary key (region, up_to_grams))`,
    `insert into shipment_band (region, up_to_grams, price, price_eur) select region, 30000, price, price_eur from shipment_price`,
    `drop table shipment_price`,
  ]),
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
