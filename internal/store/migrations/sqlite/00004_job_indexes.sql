-- +goose Up
-- Counting the jobs that pass a filter read every row the index picked for
-- its first condition (a third of all jobs for location = Colombo) from the
-- table, to check the closing date and the other filters: 70 ms and more at
-- 100,000 jobs. These indexes replace those of 00002 with ones that also
-- hold the columns the common filters test, so that a count reads the index
-- alone and a page reads only the rows it shows. Each keeps the order of the
-- one it replaces, so the lists still stop after a page.
DROP INDEX jobs_status_closing;
DROP INDEX jobs_job_type;
DROP INDEX jobs_location;
DROP INDEX jobs_main_topic;
DROP INDEX jobs_experience;
CREATE INDEX jobs_closing_filters ON jobs (status, closing_date, location, job_type, main_topic, experience_level);
CREATE INDEX jobs_job_type_filters ON jobs (status, job_type, posted_date, id, closing_date, location, main_topic, experience_level);
CREATE INDEX jobs_location_filters ON jobs (status, location, posted_date, id, closing_date, job_type, main_topic, experience_level);
CREATE INDEX jobs_main_topic_filters ON jobs (status, main_topic, posted_date, id, closing_date, job_type, location, experience_level);
CREATE INDEX jobs_experience_filters ON jobs (status, experience_level, posted_date, id, closing_date, job_type, location, main_topic);

-- +goose Down
DROP INDEX jobs_experience_filters;
DROP INDEX jobs_main_topic_filters;
DROP INDEX jobs_location_filters;
DROP INDEX jobs_job_type_filters;
DROP INDEX jobs_closing_filters;
CREATE INDEX jobs_status_closing ON jobs (status, closing_date);
CREATE INDEX jobs_job_type ON jobs (status, job_type, posted_date, id);
CREATE INDEX jobs_location ON jobs (status, location, posted_date, id);
CREATE INDEX jobs_main_topic ON jobs (status, main_topic, posted_date, id);
CREATE INDEX jobs_experience ON jobs (status, experience_level, posted_date, id);
