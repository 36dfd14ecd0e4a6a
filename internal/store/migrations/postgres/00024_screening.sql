-- +goose Up
-- Screening questions. A job's questions are a JSON array (jobportal.
-- ScreeningQuestion), and so are those of a poster's change waiting for
-- review, which carries them like the rest of the job's text.
ALTER TABLE jobs ADD COLUMN screening_questions TEXT NOT NULL DEFAULT '[]';
ALTER TABLE job_changes ADD COLUMN screening_questions TEXT NOT NULL DEFAULT '[]';

-- An application keeps the questions it answered with its answers (a JSON
-- array of jobportal.ScreeningAnswer), so that a later change of the job's
-- questions leaves it as it was. screening_met: every wanted answer was
-- given (NULL when no question had one); screening_knockout: a required
-- question's wanted answer was not.
ALTER TABLE applications ADD COLUMN screening_answers TEXT NOT NULL DEFAULT '[]';
ALTER TABLE applications ADD COLUMN screening_met BOOLEAN;
ALTER TABLE applications ADD COLUMN screening_knockout BOOLEAN NOT NULL DEFAULT FALSE;

-- +goose Down
ALTER TABLE applications DROP COLUMN screening_knockout;
ALTER TABLE applications DROP COLUMN screening_met;
ALTER TABLE applications DROP COLUMN screening_answers;
ALTER TABLE job_changes DROP COLUMN screening_questions;
ALTER TABLE jobs DROP COLUMN screening_questions;
