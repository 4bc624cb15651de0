import type { Kysely } from 'kysely'
import { runScript } from '../run-script'

// People are told when an order moves: in the portal (the bell), by push and by e-mail.
// - notifications: one message for one person, written in the transaction of the change that
//   caused it (an action that rolls back tells nobody); read_at once he has seen it.
// - notification_outbox: one entry per channel a message must still travel (push, email), taken
//   by exactly one instance's sender (FOR UPDATE SKIP LOCKED), retried with growing pauses, given
//   up after a day with its reason kept.
// - notification_prefs: what a person chose to hear of where; no row means the role's default.
// - push_subscriptions: one per browser a person allowed; removed when its push service says 404/410.
// The VAPID key pair every instance signs pushes with is made on first need and kept in
// app_secrets, like the CSRF secret.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create table notifications (
      id bigserial primary key,
      user_id integer not null references users(id) on delete cascade,
      event text not null check (event ~ '^[a-z_]{3,30}$'),
      -- null for the test message a person sends himself from his profile
      order_id bigint references orders(id) on delete cascade,
      title text not null check (length(title) between 1 and 200),
      body text not null check (length(body) <= 1000),
      link text not null check (link ~ '^/[a-z/0-9-]+$'),
      created_at timestamptz not null,
      read_at timestamptz
    );
    create index notifications_user_idx on notifications (user_id, id desc);
    create index notifications_unread_idx on notifications (user_id) where read_at is null;

    create table push_subscriptions (
      id bigserial primary key,
      user_id integer not null references users(id) on delete cascade,
      endpoint text not null unique check (length(endpoint) between 9 and 1000),
      p256dh text not null check (p256dh ~ '^[A-Za-z0-9_-]{80,100}$'),
      auth text not null check (auth ~ '^[A-Za-z0-9_-]{16,30}$'),
      created_at timestamptz not null,
      last_sent_at timestamptz
    );
    create index push_subscriptions_user_idx on push_subscriptions (user_id);

    create table notification_outbox (
      id bigserial primary key,
      notification_id bigint not null references notifications(id) on delete cascade,
      channel text not null check (channel in ('push', 'email')),
      -- a push goes to each browser of the person on its own, so one that fails is retried alone
      push_subscription_id bigint references push_subscriptions(id) on delete cascade,
      state text not null default 'antri' check (state in ('antri', 'terkirim', 'gagal')),
      attempts integer not null default 0 check (attempts >= 0),
      due_at timestamptz not null,
      created_at timestamptz not null,
      finished_at timestamptz,
      last_error text check (length(last_error) <= 500),
      check ((channel = 'push') = (push_subscription_id is not null))
    );
    create unique index notification_outbox_once_idx
      on notification_outbox (notification_id, channel, coalesce(push_subscription_id, 0));
    create index notification_outbox_due_idx on notification_outbox (due_at) where state = 'antri';

    create table notification_prefs (
      user_id integer not null references users(id) on delete cascade,
      event text not null check (event ~ '^[a-z_]{3,30}$'),
      push boolean not null,
      email boolean not null,
      primary key (user_id, event)
    );

  `,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, `drop table if exists notification_outbox, push_subscriptions, notification_prefs, notifications;`)
}
