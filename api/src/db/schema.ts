import type { ColumnType, Generated } from 'kysely';

/** Money is kept in minor units (grosze, euro cents) as integers: no floating point, no numeric parsing. */
type Cents = number;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

interface CurrencyTable {
  id: number;
  name: string;
}

interface ProductTypeTable {
  id: number;
  name: string;
}

interface ProductTable {
  id: number;
  name: string;
  thumbnail: string;
  product_type_id: number;
  price: Cents;
  previous_price: Cents;
  price_eur: Cents;
  previous_price_eur: Cents;
  position: number;
  /** The owner's texts (migration 007); '' where none were written. */
  name_en: ColumnType<string, string | undefined, string>;
  name_pl: ColumnType<string, string | undefined, string>;
  description_en: ColumnType<string, string | undefined, string>;
  description_pl: ColumnType<string, string | undefined, string>;
  /** Left out of the shop's lists and pages; the owner still sees and edits it. */
  hidden: ColumnType<boolean, boolean | undefined, boolean>;
  /** Whether it goes out as a parcel (migration 030); courses do not. */
  ships: ColumnType<boolean, boolean | undefined, boolean>;
  /** Its page's address in each language (migration 010), made from the name of that language; unique per kind. */
  slug_en: string;
  slug_pl: string;
  /** When the owner last changed it (the sitemap's lastmod). */
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** VAT rate in percent (migration 020), one of the contracts' VAT_RATES; prices include it. */
  vat_rate: ColumnType<number, number | undefined, number>;
  /** The weight its delivery is priced by, in grams (migration 033); 0 for what does not ship. */
  shipping_weight: ColumnType<number, number | undefined, number>;
}

/** A picture the owner uploaded, in the two sizes the shop serves (WebP bytes), under one name for both. */
interface UploadedImageTable {
  name: string;
  image: Uint8Array;
  thumbnail: Uint8Array;
  width: number;
  height: number;
  created_at: CreatedAt;
}

interface PriceHistoryTable {
  id: Generated<number>;
  product_id: number;
  price: Cents;
  price_eur: Cents;
  valid_from: Timestamp;
}

interface ProductImageTable {
  id: Generated<number>;
  product_id: number;
  image: string;
  thumbnail: string;
  position: number;
}

interface ProductPropertyTable {
  id: number;
  product_id: number;
  name: string;
  kind: string;
  position: number;
}

interface PropertyValueTable {
  id: number;
  property_id: number;
  value: string;
  available: boolean;
  days_to_ship: number;
  position: number;
}

interface SpecificationItemTable {
  id: number;
  product_id: number;
  key: string;
  value: string;
  position: number;
}

interface CatalogueVersionTable {
  id: number;
  version: number;
}

interface ArticleTable {
  id: number;
  title_en: string;
  title_pl: string;
  body_en: string;
  body_pl: string;
  author: string;
  date_published: Timestamp;
  image: string;
  thumbnail: string;
  published: boolean;
  /** Its page's address in each language (migration 010), made from the title of that language; unique per kind. */
  slug_en: string;
  slug_pl: string;
  /** When the owner last changed it (the sitemap's lastmod). */
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** Its blog category (migration 016), none until the owner picks one. */
  category_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** What its header picture shows, per language (the picture's alt text); empty: decorative. */
  image_alt_en: ColumnType<string, string | undefined, string>;
  image_alt_pl: ColumnType<string, string | undefined, string>;
}

/** A blog category (migration 016): its name per language and the slug the blog's address filters by. */
interface ArticleCategoryTable {
  id: number;
  slug: string;
  name_en: string;
  name_pl: string;
  position: number;
}

/** An article a customer keeps among their favourites (migration 016); goes with the account or the article. */
interface FavouriteArticleTable {
  user_id: number;
  article_id: number;
  created_at: CreatedAt;
}

/**
 * A slug a product's or an article's page had before a rename: its old links still find the page. A slug stays
 * its page's for good, so no other page of the kind is ever given it.
 */
interface SlugHistoryTable {
  kind: 'product' | 'article';
  language: 'en' | 'pl';
  slug: string;
  target_id: number;
  replaced_at: CreatedAt;
}

interface UserTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  active: Generated<boolean>;
  role: Generated<string>;
  token_version: Generated<number>;
  name: string | null;
  surname: string | null;
  created_at: CreatedAt;
  /** The last login (migration 012; the account's creation before its first): three years without one and it goes. */
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** When the retention job warned that the account will be deleted; cleared by the next login. */
  deletion_warned_at: NullableTimestamp;
  /** The profile (migration 016): every field optional; the keys are those of @inercise/contracts' profile lists. */
  gender: string | null;
  height_cm: number | null;
  weight_tenths: number | null;
  birth_date: ColumnType<Date | string | null, string | null | undefined, string | null>;
  activity_level: string | null;
  /** When the customer consented to keeping the health-like fields above (art. 9 GDPR); null without consent. */
  health_data_consent_at: NullableTimestamp;
  /** When the password was last chosen through a link mailed to the address (migration 027): activation or reset. */
  password_confirmed_at: NullableTimestamp;
}

/** The profile's choices (activity_level_type, goal_type), in the order forms offer them. */
interface ProfileChoiceTable {
  key: string;
  position: number;
}

interface UserGoalTable {
  user_id: number;
  goal: string;
}

/** A customer's picture: one per account, a fresh name at each upload so caches never show an older one; created_at is the first upload's. */
interface ProfileImageTable {
  user_id: number;
  name: string;
  image: Uint8Array;
  thumbnail: Uint8Array;
  created_at: CreatedAt;
}

export interface UserSessionTable {
  id: string;
  user_id: number;
  /** Browser and system read from the User-Agent at login, e.g. "Firefox · Windows". */
  device: string;
  /** The client's network: a /24 (IPv4) or /48 (IPv6) prefix, never the whole address. */
  ip_prefix: string | null;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  ended_at: NullableTimestamp;
  end_reason: 'logout' | 'endedByUser' | 'passwordReset' | 'reuse' | 'expired' | 'adminIdle' | 'secondFactorLockout' | null;
  /** When this session passed the owner's second factor (a TOTP or recovery code); null before, or never needed. */
  second_factor_at: NullableTimestamp;
  /** The session's last back-office call: 30 minutes without one ends an admin session. */
  admin_seen_at: NullableTimestamp;
}

/** An admin's TOTP factor (features/secondFactor): pending until a first code confirms it. */
interface SecondFactorTable {
  user_id: number;
  /** The TOTP key sealed with AES-256-GCM (secretBox.ts), never answered again after enrolment starts. */
  secret_sealed: string;
  created_at: CreatedAt;
  enabled_at: NullableTimestamp;
  /** The last time step a code was accepted for: that step and older ones are refused (no replay). */
  last_step: number | null;
  /** Wrong login codes since the last right one or the last lockout (026). */
  failed_attempts: Generated<number>;
  /** Until when every login code is refused, after too many wrong ones in a row (026). */
  locked_until: NullableTimestamp;
}

interface RecoveryCodeTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the code (base64url); the code itself was shown once. */
  hash: string;
  used_at: NullableTimestamp;
}

interface RefreshCredentialTable {
  /** SHA-256 of the credential (base64url): a database copy opens no session. */
  hash: string;
  session_id: string;
  created_at: CreatedAt;
  rotated_at: NullableTimestamp;
}

export interface UserTokenTable {
  id: Generated<number>;
  user_id: number;
  kind: 'ACTIVATION' | 'RESET';
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

type DiscountKind = 'PERCENT' | 'AMOUNT';

/**
 * A discount code: a percentage off (`percent`), or an amount off (`amount`, minor units of `currency`). It applies
 * from `valid_from` (inclusive) until `valid_until` (exclusive), while `active`, for at most `max_uses` orders in
 * all and `max_uses_per_customer` orders of one account (null: no limit).
 */
interface DiscountTable {
  id: number;
  code: string;
  kind: Generated<DiscountKind>;
  percent: number | null;
  amount: Cents | null;
  currency: string | null;
  valid_from: NullableTimestamp;
  valid_until: NullableTimestamp;
  max_uses: number | null;
  max_uses_per_customer: number | null;
  used_count: Generated<number>;
  active: Generated<boolean>;
  created_at: CreatedAt;
}

/** One use of a discount code by an order, so a customer's uses can be counted. */
interface DiscountUseTable {
  id: Generated<number>;
  discount_id: number;
  user_id: number | null;
  order_id: number;
  used_at: CreatedAt;
}

/** One weight band of a region's delivery (migration 033): a parcel up to `up_to_grams` costs these prices. */
interface ShipmentBandTable {
  region: string;
  up_to_grams: number;
  price: Cents;
  price_eur: Cents;
}

interface PartnerTable {
  id: number;
  name: string;
  website: string;
  /** Set when the owner removed it after it had brought orders: hidden from shoppers, kept for those orders. */
  archived_at: NullableTimestamp;
}

interface CartTable {
  id: Generated<number>;
  user_id: number;
  discount_id: number | null;
  shipment_region: string | null;
  partner_id: number | null;
  /** The order this cart last became: a repeated begin-transaction answers it instead of a new one. */
  last_order_id: number | null;
  updated_at: CreatedAt;
}

interface CartItemTable {
  id: Generated<number>;
  cart_id: number;
  product_id: number;
  /** Sorted property value ids joined by commas: one line per product and option set. */
  properties_key: string;
  quantity: number;
  created_at: CreatedAt;
}

interface AddressRecordTable {
  id: Generated<number>;
  user_id: number;
  shipping_address: Json<unknown>;
  invoice_address: Json<unknown | null> | null;
}

interface OrderTable {
  id: Generated<number>;
  order_number: string;
  user_id: number | null;
  status: string;
  currency: string;
  language: string;
  original_price: Cents;
  discounted_price: Cents | null;
  shipment_price: Cents | null;
  total_price: Cents;
  discount_code: string | null;
  partner_id: number | null;
  shipping_address: Json<unknown>;
  invoice_address: Json<unknown | null> | null;
  payment_group: string;
  payment_provider: string | null;
  transaction_id: string | null;
  payment_url: string | null;
  /** Until when a payment start under way may take (no payment_url yet): a retry meanwhile waits for it. */
  payment_attempt_until: NullableTimestamp;
  /** When the payment provider reported the payment taken back (a chargeback). */
  charged_back_at: NullableTimestamp;
  /** The owner's extension of the payment deadline (migration 029); null: the terms' period after placing. */
  payment_due_at: NullableTimestamp;
  /** When the buyer was reminded that the deadline is a day away. */
  payment_reminded_at: NullableTimestamp;
  /** When the shopper accepted the terms of sale for this order; null for orders placed before it was asked. */
  terms_accepted_at: NullableTimestamp;
  /** When the buyer consented to the immediate delivery of the order's courses (migration 030); null without courses. */
  digital_consent_at: NullableTimestamp;
  /** What the checkout was (cart lines, code, choices, addresses), hashed: the same checkout asked again answers this order (migration 031). */
  checkout_key: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  paid_at: NullableTimestamp;
  updated_at: CreatedAt;
}

interface OrderItemTable {
  id: Generated<number>;
  order_id: number;
  product_id: number;
  product_name: string;
  thumbnail: string;
  quantity: number;
  unit_price: Cents;
  selected_properties: Json<unknown>;
  /** The VAT rate the line was sold at (migration 020). */
  vat_rate: ColumnType<number, number | undefined, number>;
  /** The cart line's options key (cart/selection.ts), so a paid line can leave the cart; null before migration 031. */
  properties_key: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Every payment transaction started for an order (migration 031); the order's own columns name the open one. */
interface OrderPaymentTable {
  id: Generated<number>;
  order_id: number;
  provider: string;
  transaction_id: string;
  created_at: CreatedAt;
}

interface PaymentNotificationTable {
  id: Generated<number>;
  provider: string;
  transaction_id: string;
  status: string;
  outcome: string;
  payload: Json<unknown>;
  received_at: CreatedAt;
  /** When the retention job replaced the payload with {} (migration 027); the outcome stays. */
  body_dropped_at: NullableTimestamp;
}

interface ContactMessageTable {
  id: Generated<number>;
  email: string;
  name: string;
  message: string;
  created_at: CreatedAt;
  /** When an admin marked it handled, and that admin's e-mail; both null while it waits. */
  handled_at: NullableTimestamp;
  handled_by: string | null;
}

interface NewsletterRegistrationTable {
  id: Generated<number>;
  email: string;
  created_at: CreatedAt;
  /** When the address confirmed the sign-up through the mailed link; null until then (deleted after 7 days). */
  confirmed_at: NullableTimestamp;
}

interface DeviceTable {
  id: number;
  serial_number: string;
  model: string;
  produced_on: string;
  device_type_id: number;
  /** The account the device is registered to (migration 016); null while nobody has registered it. */
  user_id: ColumnType<number | null, number | null | undefined, number | null>;
  registered_at: NullableTimestamp;
  /** SHA-256 of the code printed on the device's label and in its QR code (migration 027); null: none recorded. */
  label_code_hash: ColumnType<string | null, string | null | undefined, string | null>;
}

interface DeviceTypeTable {
  id: number;
  name: string;
}

/** Calls counted for one client on one rate-limited route, in the window that ends at window_ends_at. */
interface RateLimitHitTable {
  key: string;
  hits: number;
  window_ends_at: Timestamp;
}

/**
 * Where a back-office change came from: the back office (an admin's account), the owner's command line, or the
 * API itself following its settings (ADMIN_EMAILS).
 */
export type ChangeSource = 'backOffice' | 'commandLine' | 'system';

interface AdminAuditLogTable {
  id: Generated<number>;
  at: CreatedAt;
  source: ChangeSource;
  admin_user_id: number | null;
  admin_email: string | null;
  action: string;
  entity_kind: string;
  entity_id: string;
  before: Json<Record<string, unknown> | null> | null;
  after: Json<Record<string, unknown> | null> | null;
}

/** A backup that succeeded (written after its file was complete; see migration 012). */
interface BackupRunTable {
  id: Generated<number>;
  finished_at: CreatedAt;
  kind: 'postgres' | 'pglite';
  file: string;
  bytes: ColumnType<string, number | string, never>;
}

interface OrderStatusChangeTable {
  id: Generated<number>;
  order_id: number;
  at: CreatedAt;
  from_status: string;
  to_status: string;
  reason: string | null;
  tracking_number: string | null;
  source: ChangeSource;
  changed_by_user_id: number | null;
  changed_by_email: string | null;
}

/** A course an account may watch (migration 030): granted with its order's payment, revoked by its refund. */
interface CourseAccessTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  order_id: number;
  granted_at: CreatedAt;
  revoked_at: NullableTimestamp;
}

/** The owner's offer answering an inquiry (migration 032): one per order, replaced when sent again. */
interface OrderOfferTable {
  order_id: number;
  goods_price: Cents;
  shipment_price: Cents;
  total_price: Cents;
  currency: string;
  /** The end of the offer's last day in Poland: from then on it cannot be paid. */
  valid_until: Timestamp;
  /** When it was (last) sent. */
  sent_at: ColumnType<Date, Date | string | undefined, Date | string>;
  sent_by_email: string | null;
}

export interface DB {
  course_access: CourseAccessTable;
  currency: CurrencyTable;
  product_type: ProductTypeTable;
  product: ProductTable;
  price_history: PriceHistoryTable;
  product_image: ProductImageTable;
  product_property: ProductPropertyTable;
  property_value: PropertyValueTable;
  specification_item: SpecificationItemTable;
  uploaded_image: UploadedImageTable;
  catalogue_version: CatalogueVersionTable;
  article: ArticleTable;
  article_category: ArticleCategoryTable;
  favourite_article: FavouriteArticleTable;
  slug_history: SlugHistoryTable;
  app_user: UserTable;
  activity_level_type: ProfileChoiceTable;
  goal_type: ProfileChoiceTable;
  user_goal: UserGoalTable;
  profile_image: ProfileImageTable;
  user_token: UserTokenTable;
  user_session: UserSessionTable;
  refresh_credential: RefreshCredentialTable;
  second_factor: SecondFactorTable;
  recovery_code: RecoveryCodeTable;
  discount: DiscountTable;
  discount_use: DiscountUseTable;
  shipment_band: ShipmentBandTable;
  partner: PartnerTable;
  cart: CartTable;
  cart_item: CartItemTable;
  address_record: AddressRecordTable;
  shop_order: OrderTable;
  order_item: OrderItemTable;
  order_offer: OrderOfferTable;
  payment_notification: PaymentNotificationTable;
  order_payment: OrderPaymentTable;
  contact_message: ContactMessageTable;
  newsletter_registration: NewsletterRegistrationTable;
  device: DeviceTable;
  device_type: DeviceTypeTable;
  rate_limit_hit: RateLimitHitTable;
  admin_audit_log: AdminAuditLogTable;
  order_status_change: OrderStatusChangeTable;
  backup_run: BackupRunTable;
  article_comment: ArticleCommentTable;
  invoice_counter: InvoiceCounterTable;
  invoice: InvoiceTable;
}

interface ArticleCommentTable {
  id: Generated<number>;
  article_id: number;
  user_id: number;
  body: string;
  status: ColumnType<'PENDING' | 'APPROVED' | 'REJECTED', 'PENDING' | 'APPROVED' | 'REJECTED' | undefined, 'PENDING' | 'APPROVED' | 'REJECTED'>;
  created_at: CreatedAt;
  moderated_at: NullableTimestamp;
}

/** The last number given in one invoice series and year (migration 025). */
interface InvoiceCounterTable {
  series: 'FV' | 'FK';
  year: number;
  last_number: number;
}

/** An invoice (FV) or its correction (FK), as issued; `document` is features/invoices' InvoiceDocument. */
interface InvoiceTable {
  id: Generated<number>;
  series: 'FV' | 'FK';
  year: number;
  sequence: number;
  number: string;
  order_id: number;
  corrects_invoice_id: number | null;
  /** YYYY-MM-DD, the day in Poland. */
  issue_date: ColumnType<string, string, never>;
  document: Json<unknown>;
  created_at: CreatedAt;
}
