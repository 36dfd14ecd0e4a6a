-- +goose Up
-- PostgreSQL's identity columns never give an id twice, so the ids need
-- nothing here (SQLite's do: see its 00015).
--
-- The email log keeps which accounts each email was to or about, and an
-- image stored before anything shows it keeps who stored it, so that the
-- erasure of an account finds them by ids and addresses (never by names).
-- recipient_id is the account the email was sent to, when the recipient's
-- address was an account's at the time; about is the address of the person
-- an email names besides its recipient (an application's applicant, the
-- writer of a contact message), and about_id their account. An image stored
-- for a CV not yet saved has its owner's account in owner_id; an article's
-- image, stored by an admin, has none.
ALTER TABLE email_log ADD COLUMN recipient_id BIGINT;
ALTER TABLE email_log ADD COLUMN about TEXT NOT NULL DEFAULT '';
ALTER TABLE email_log ADD COLUMN about_id BIGINT;
CREATE INDEX email_log_recipient_id ON email_log (recipient_id) WHERE recipient_id IS NOT NULL;
CREATE INDEX email_log_about ON email_log (about) WHERE about <> '';
CREATE INDEX email_log_about_id ON email_log (about_id) WHERE about_id IS NOT NULL;
ALTER TABLE unclaimed_images ADD COLUMN owner_id BIGINT;
CREATE INDEX unclaimed_images_owner ON unclaimed_images (owner_id) WHERE owner_id IS NOT NULL;

-- +goose Down
DROP INDEX unclaimed_images_owner;
ALTER TABLE unclaimed_images DROP COLUMN owner_id;
DROP INDEX email_log_about_id;
DROP INDEX email_log_about;
DROP INDEX email_log_recipient_id;
ALTER TABLE email_log DROP COLUMN about_id;
ALTER TABLE email_log DROP COLUMN about;
ALTER TABLE email_log DROP COLUMN recipient_id;
