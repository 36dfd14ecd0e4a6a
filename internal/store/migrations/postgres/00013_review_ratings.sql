-- +goose Up
-- A company's rating summary (the number of reviews per star, on its page)
-- reads the ratings of its reviews alone: with the rating in an index beside
-- the company it is read from that index, in rating order, without visiting
-- the reviews' rows (their texts) or sorting them.
CREATE INDEX company_reviews_rating ON company_reviews (company_id, rating);

-- +goose Down
DROP INDEX company_reviews_rating;
