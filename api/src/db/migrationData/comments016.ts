/**
 * Frozen with migration 016 (api/src/db/migrations.ts): article comments (features/comments), a customer's plain text
 * on a published article, waiting for the owner's approval. A comment goes with its account (a customer's words are
 * their personal data, docs/product-rules.md#personal-data) and with its article.
 */
export const articleComments016: string[] = [
  `create table article_comment (
    id serial primary key, article_id int not null references article(id) on delete cascade,
    user_id int not null references app_user(id) on delete cascade, body text not null,
    status text not null default 'PENDING' check (status in ('PENDING', 'APPROVED', 'REJECTED')),
    created_at timestamptz not null default now(), moderated_at timestamptz)`,
  `create index article_comment_shown on article_comment(article_id, created_at) where status = 'APPROVED'`,
  `create index article_comment_user on article_comment(user_id, created_at)`,
  `create index article_comment_queue on article_comment(status, created_at)`,
];
