import type { Kysely } from 'kysely'
import { runScript } from '../run-script'

// Going live at a dealer: head office (role admin) sets up branches and their staff, and signs up
// the dealer's existing customers in bulk.
// - admin: an account of head office, of no branch and no store. Only the command line or
//   another admin makes one.
// - branches carry what the print letterhead reads (address, phone) and an active flag: a
//   deactivated branch keeps its history, takes no new estimates, and nobody of it signs in.
// - must_change_password: the password was set by someone else (onboarding, Daftar User, reset);
//   the account chooses its own before anything else.
// - account_events becomes the audit of head office: a branch can be its subject, an onboarding
//   commit has none (its users and stores have their own 'created' rows), and a detail says what
//   changed (old and new branch of a move, names changed, counts of an onboarding).
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    alter table users drop constraint users_roles_check;
    alter table users add constraint users_roles_check
      check (cardinality(roles) between 1 and 3 and roles <@ array['user','seller','admin']);
    alter table users alter column account_branch_id drop not null;
    alter table users add constraint users_account_branch_set
      check (account_branch_id is not null or roles = array['admin']);
    alter table users add column must_change_password boolean not null default false;

    alter table sessions drop constraint sessions_active_role_check;
    alter table sessions add constraint sessions_active_role_check
      check (active_role in ('user','seller','admin'));

    alter table branches add column address text not null default '' check (length(address) <= 200);
    alter table branches add column phone text not null default '' check (length(phone) <= 20);
    alter table branches add column is_active boolean not null default true;
    alter table branches add column updated_at timestamptz not null default now();
    create index branches_name_idx on branches (lower(name), id);

    alter table account_events add column branch_id integer references branches(id) on delete cascade;
    alter table account_events add column detail jsonb;
    -- whose branch the subject belonged to when it happened: the audit's branch filter
    alter table account_events add column scope_branch_id integer references branches(id) on delete set null;
    alter table account_events drop constraint account_events_one_subject;
    alter table account_events add constraint account_events_one_subject
      check (num_nonnulls(user_id, store_id, branch_id) <= 1);
    alter table account_events drop constraint account_events_action_check;
    alter table account_events add constraint account_events_action_check
      check (action in ('created','password_reset','deactivated','reactivated','moved','updated','onboarded'));
    create index account_events_created_idx on account_events (created_at desc, id desc);
    create index account_events_actor_idx on account_events (actor_id, created_at desc, id desc);
    create index account_events_action_idx on account_events (action, created_at desc, id desc);
    create index account_events_branch_idx on account_events (branch_id, created_at) where branch_id is not null;
  `,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    drop index if exists account_events_branch_idx;
    drop index if exists account_events_action_idx;
    drop index if exists account_events_actor_idx;
    drop index if exists account_events_created_idx;
    delete from account_events where action in ('moved','updated','onboarded') or branch_id is not null
      or num_nonnulls(user_id, store_id) = 0;
    alter table account_events drop constraint account_events_action_check;
    alter table account_events add constraint account_events_action_check
      check (action in ('created','password_reset','deactivated','reactivated'));
    alter table account_events drop constraint account_events_one_subject;
    alter table account_events add constraint account_events_one_subject check ((user_id is null) <> (store_id is null));
    alter table account_events drop column scope_branch_id;
    alter table account_events drop column detail;
    alter table account_events drop column branch_id;

    drop index if exists branches_name_idx;
    alter table branches drop column updated_at;
    alter table branches drop column is_active;
    alter table branches drop column phone;
    alter table branches drop column address;

    delete from sessions where active_role = 'admin';
    alter table sessions drop constraint sessions_active_role_check;
    alter table sessions add constraint sessions_active_role_check check (active_role in ('user','seller'));

    delete from users where roles = array['admin'];
    update users set roles = array_remove(roles, 'admin');
    alter table users drop column must_change_password;
    alter table users drop constraint users_account_branch_set;
    alter table users alter column account_branch_id set not null;
    alter table users drop constraint users_roles_check;
    alter table users add constraint users_roles_check
      check (cardinality(roles) between 1 and 2 and roles <@ array['user','seller']);
  `,
  )
}
