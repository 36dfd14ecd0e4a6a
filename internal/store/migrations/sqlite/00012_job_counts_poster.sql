-- +goose Up
-- Every public count also checks that neither the job's poster nor its
-- company account is banned, which needs customer_id and company_id. The
-- indexes of 00004 did not hold them, so a count still read every matching
-- row from the table (and at 1,000,000 jobs PostgreSQL read the whole table
-- instead). With the two ids at the end of their keys, a count reads the
-- index alone (a covering index). Each index keeps the start of its key and
-- so its order.
DROP INDEX jobs_closing_filters;
DROP INDEX jobs_job_type_filters;
DROP INDEX jobs_location_filters;
DROP INDEX jobs_main_topic_filters;
DROP INDEX jobs_experience_filters;
CREATE INDEX jobs_closing_filters ON jobs (status, closing_date, location, job_type, main_topic, experience_level,
    customer_id, company_id);
CREATE INDEX jobs_job_type_filters ON jobs (status, job_type, posted_date, id, closing_date, location, main_topic,
    experience_level, customer_id, company_id);
CREATE INDEX jobs_location_filters ON jobs (status, location, posted_date, id, closing_date, job_type, main_topic,
    experience_level, customer_id, company_id);
CREATE INDEX jobs_main_topic_filters ON jobs (status, main_topic, posted_date, id, closing_date, job_type, location,
    experience_level, customer_id, company_id);
CREATE INDEX jobs_experience_filters ON jobs (status, experience_level, posted_date, id, closing_date, job_type, location,
    main_topic, customer_id, company_id);

-- +goose Down
DROP INDEX jobs_experience_filters;
DROP INDEX jobs_main_topic_filters;
DROP INDEX jobs_location_filters;
DROP INDEX jobs_job_type_filters;
DROP INDEX jobs_closing_filters;
CREATE INDEX jobs_closing_filters ON jobs (status, closing_date, location, job_type, main_topic, experience_level);
CREATE INDEX jobs_job_type_filters ON jobs (status, job_type, posted_date, id, closing_date, location, main_topic, experience_level);
CREATE INDEX jobs_location_filters ON jobs (status, location, posted_date, id, closing_date, job_type, main_topic, experience_level);
CREATE INDEX jobs_main_topic_filters ON jobs (status, main_topic, posted_date, id, closing_date, job_type, location, experience_level);
CREATE INDEX jobs_experience_filters ON jobs (status, experience_level, posted_date, id, closing_date, job_type, location, main_topic);
