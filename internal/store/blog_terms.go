package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"

	"jobportal/internal/jobportal"
)

// The blog's categories and tags. Names and slugs are unique; a name that
// gives no slug of its own (one in Sinhala or Tamil) gets the kind's word
// with a number, such as category-2. Each list counts the published posts
// in every category or with every tag.

// termTable describes the table of categories or of tags.
type termTable struct {
	table, what, notFound string
	// counted is the COUNT of published posts of a term t.
	counted string
}

var (
	categoryTerms = termTable{table: "blog_categories", what: "category",
		notFound: "Category not found.",
		counted:  `(SELECT COUNT(*) FROM blog_posts p WHERE p.category_id = t.id AND p.published = TRUE)`}
	tagTerms = termTable{table: "blog_tags", what: "tag", notFound: "Tag not found.",
		counted: `(SELECT COUNT(*) FROM blog_post_tags pt JOIN blog_posts p ON p.id = pt.post_id
			WHERE pt.tag_id = t.id AND p.published = TRUE)`}
)

// ListCategories returns every category by name, with its published posts counted.
func (d *DB) ListCategories(ctx context.Context) ([]*jobportal.Category, error) {
	return queryAll(ctx, reads{d}, "list categories", `SELECT t.id, t.name, t.slug, t.description, `+
		categoryTerms.counted+`, t.created_at, t.updated_at FROM blog_categories t ORDER BY t.name`, nil,
		func(r rowScanner) (*jobportal.Category, error) {
			c := &jobportal.Category{}
			err := r.Scan(&c.ID, &c.Name, &c.Slug, &c.Description, &c.PostCount, &c.CreatedAt, &c.UpdatedAt)
			c.CreatedAt, c.UpdatedAt = c.CreatedAt.UTC(), c.UpdatedAt.UTC()
			return c, err
		})
}

// ListTags returns every tag by name, with its published posts counted.
func (d *DB) ListTags(ctx context.Context) ([]*jobportal.Tag, error) {
	return queryAll(ctx, reads{d}, "list tags", `SELECT t.id, t.name, t.slug, `+tagTerms.counted+
		`, t.created_at, t.updated_at FROM blog_tags t ORDER BY t.name`, nil,
		func(r rowScanner) (*jobportal.Tag, error) {
			t := &jobportal.Tag{}
			err := r.Scan(&t.ID, &t.Name, &t.Slug, &t.PostCount, &t.CreatedAt, &t.UpdatedAt)
			t.CreatedAt, t.UpdatedAt = t.CreatedAt.UTC(), t.UpdatedAt.UTC()
			return t, err
		})
}

// CategorySlug returns the slug of the category that a slug or an id
// names; ENOTFOUND when none does.
func (d *DB) CategorySlug(ctx context.Context, s string) (string, error) {
	return d.termSlug(ctx, categoryTerms, s)
}

// TagSlug returns the slug of the tag that a slug or an id names; ENOTFOUND when none does.
func (d *DB) TagSlug(ctx context.Context, s string) (string, error) {
	return d.termSlug(ctx, tagTerms, s)
}

func (d *DB) termSlug(ctx context.Context, tt termTable, s string) (string, error) {
	id, _ := strconv.ParseInt(s, 10, 64)
	var slug string
	err := reads{d}.QueryRowContext(ctx, `SELECT slug FROM `+tt.table+` WHERE slug = $1 OR id = $2`, s, id).Scan(&slug)
	if errors.Is(err, sql.ErrNoRows) {
		return "", jobportal.Errorf(jobportal.ENOTFOUND, "%s", tt.notFound)
	} else if err != nil {
		return "", fmt.Errorf("find %s: %w", tt.what, err)
	}
	return slug, nil
}

// CreateCategory stores a new category; a name in use is ECONFLICT.
func (d *DB) CreateCategory(ctx context.Context, in jobportal.CategoryInput) (*jobportal.Category, error) {
	id, err := d.saveTerm(ctx, categoryTerms, 0, in.Name, in.Slug(), "description", in.Description)
	if err != nil {
		return nil, err
	}
	return d.findCategory(ctx, id)
}

// UpdateCategory renames a category or changes its description.
func (d *DB) UpdateCategory(ctx context.Context, id int64, in jobportal.CategoryInput) (*jobportal.Category, error) {
	if _, err := d.saveTerm(ctx, categoryTerms, id, in.Name, in.Slug(), "description", in.Description); err != nil {
		return nil, err
	}
	return d.findCategory(ctx, id)
}

// CreateTag stores a new tag; a name in use is ECONFLICT.
func (d *DB) CreateTag(ctx context.Context, in jobportal.TagInput) (*jobportal.Tag, error) {
	id, err := d.saveTerm(ctx, tagTerms, 0, in.Name, in.Slug(), "", "")
	if err != nil {
		return nil, err
	}
	return d.findTag(ctx, id)
}

// UpdateTag renames a tag.
func (d *DB) UpdateTag(ctx context.Context, id int64, in jobportal.TagInput) (*jobportal.Tag, error) {
	if _, err := d.saveTerm(ctx, tagTerms, id, in.Name, in.Slug(), "", ""); err != nil {
		return nil, err
	}
	return d.findTag(ctx, id)
}

func (d *DB) findCategory(ctx context.Context, id int64) (*jobportal.Category, error) {
	list, err := d.ListCategories(ctx)
	if err != nil {
		return nil, err
	}
	for _, c := range list {
		if c.ID == id {
			return c, nil
		}
	}
	return nil, jobportal.Errorf(jobportal.ENOTFOUND, "%s", categoryTerms.notFound)
}

func (d *DB) findTag(ctx context.Context, id int64) (*jobportal.Tag, error) {
	list, err := d.ListTags(ctx)
	if err != nil {
		return nil, err
	}
	for _, t := range list {
		if t.ID == id {
			return t, nil
		}
	}
	return nil, jobportal.Errorf(jobportal.ENOTFOUND, "%s", tagTerms.notFound)
}

// saveTerm inserts a term (id 0) or renames one, with a slug no other term
// of its table has, and an extra text column when extraCol is set.
func (d *DB) saveTerm(ctx context.Context, tt termTable, id int64, name, slug, extraCol, extra string) (int64, error) {
	now := d.now()
	err := d.inTx(ctx, func(tx *sql.Tx) error {
		var taken int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM `+tt.table+` WHERE lower(name) = lower($1) AND id <> $2`,
			name, id).Scan(&taken); err != nil {
			return fmt.Errorf("save %s: %w", tt.what, err)
		}
		if taken > 0 {
			msg := fmt.Sprintf("A %s with this name already exists.", tt.what)
			return &jobportal.Error{Code: jobportal.ECONFLICT, Message: msg, Fields: []jobportal.FieldError{{Field: "name", Message: msg}}}
		}
		unique := slug
		for n := 2; ; n++ {
			var used int
			if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM `+tt.table+` WHERE slug = $1 AND id <> $2`,
				unique, id).Scan(&used); err != nil {
				return fmt.Errorf("save %s: %w", tt.what, err)
			}
			if used == 0 {
				break
			}
			unique = slug + "-" + strconv.Itoa(n)
		}
		cols, vals, args := "name, slug, created_at, updated_at", "$1, $2, $3, $3", []any{name, unique, now}
		set := "name = $1, slug = $2, updated_at = $3"
		if extraCol != "" {
			cols, vals, set = cols+", "+extraCol, vals+", $4", set+", "+extraCol+" = $4"
			args = append(args, extra)
		}
		if id == 0 {
			return tx.QueryRowContext(ctx, `INSERT INTO `+tt.table+` (`+cols+`) VALUES (`+vals+`) RETURNING id`, args...).Scan(&id)
		}
		res, err := tx.ExecContext(ctx, `UPDATE `+tt.table+` SET `+set+` WHERE id = `+strconv.FormatInt(id, 10), args...)
		if err != nil {
			return fmt.Errorf("save %s: %w", tt.what, err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return jobportal.Errorf(jobportal.ENOTFOUND, "%s", tt.notFound)
		}
		return nil
	})
	return id, err
}

// DeleteCategory removes a category that no post is in; one that posts are
// in is ECONFLICT, so that no post drops out of its category's page unseen.
func (d *DB) DeleteCategory(ctx context.Context, id int64) error {
	return d.inTx(ctx, func(tx *sql.Tx) error {
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM blog_posts WHERE category_id = $1`, id).Scan(&n); err != nil {
			return fmt.Errorf("delete category: %w", err)
		}
		if n > 0 {
			return jobportal.Errorf(jobportal.ECONFLICT,
				"%d post%s in this category. Move them to another category first.", n, isOrAre(n))
		}
		return deleteTerm(ctx, tx, categoryTerms, id)
	})
}

// DeleteTag removes a tag and takes it off the posts that had it: a tag is
// a light label, and a post loses nothing by losing one.
func (d *DB) DeleteTag(ctx context.Context, id int64) error {
	return d.inTx(ctx, func(tx *sql.Tx) error { return deleteTerm(ctx, tx, tagTerms, id) })
}

func deleteTerm(ctx context.Context, tx *sql.Tx, tt termTable, id int64) error {
	res, err := tx.ExecContext(ctx, `DELETE FROM `+tt.table+` WHERE id = $1`, id)
	if err != nil {
		return fmt.Errorf("delete %s: %w", tt.what, err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return jobportal.Errorf(jobportal.ENOTFOUND, "%s", tt.notFound)
	}
	return nil
}

func isOrAre(n int) string {
	if n == 1 {
		return " is"
	}
	return "s are"
}
