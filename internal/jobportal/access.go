package jobportal

// Who may do what. Every handler asks one of these rules rather than
// looking at accounts itself, so that the rules are in one place, tested as
// a table, and written out in docs/ACCESS.md. A rule only says yes or no:
// the handler chooses the answer to a no, which for another's job or
// application is "not found", so that ids reveal nothing.

// ActorVisitor is the kind of an actor that is not signed in.
const ActorVisitor = "visitor"

// Actor is who makes a request: a visitor, a customer or an admin user.
type Actor struct {
	// Kind is ActorVisitor, KindCustomer or KindAdmin.
	Kind string
	// ID is the account's id; 0 for a visitor.
	ID int64
	// CustomerType is CustomerIndividual or CustomerCompany, for a customer.
	CustomerType string
	// Role is RoleSuperadmin, RoleAdmin or RoleEditor, for an admin user.
	Role string
}

// Visitor is the actor of a request without a sign-in.
func Visitor() Actor { return Actor{Kind: ActorVisitor} }

// CustomerActor is the actor of a signed-in customer.
func CustomerActor(c *Customer) Actor {
	return Actor{Kind: KindCustomer, ID: c.ID, CustomerType: c.Type}
}

// AdminActor is the actor of a signed-in admin user.
func AdminActor(a *AdminUser) Actor { return Actor{Kind: KindAdmin, ID: a.ID, Role: a.Role} }

// IsAdmin reports whether the actor is an admin user, of any role.
func (a Actor) IsAdmin() bool { return a.Kind == KindAdmin }

// IsCustomer reports whether the actor is a customer, of either type.
func (a Actor) IsCustomer() bool { return a.Kind == KindCustomer }

// moderates reports whether the actor is an admin user who moderates
// content: a superadmin or an admin. Editors run the blog and read figures.
func (a Actor) moderates() bool {
	return a.IsAdmin() && (a.Role == RoleSuperadmin || a.Role == RoleAdmin)
}

// posted reports whether the actor is the customer who posted a job.
func (a Actor) posted(by PostedBy) bool {
	return a.IsCustomer() && by.Kind == KindCustomer && by.ID == a.ID
}

// CanPostJob: customers of both types post jobs, which wait for approval.
func CanPostJob(a Actor) bool { return a.IsCustomer() }

// CanModerateJobs: superadmins and admins see the queues, publish jobs at
// once, approve, reject, and feature or mark jobs hot.
func CanModerateJobs(a Actor) bool { return a.moderates() }

// CanSeeJob: a public job is for everyone; one that is pending, rejected or
// closed only for its poster and those who moderate jobs.
func CanSeeJob(a Actor, j *Job) bool {
	return (j.Status == JobApproved && !j.Expired) || a.posted(j.PostedBy) || a.moderates()
}

// CanEditJob: those who moderate jobs edit any job; a customer edits their
// own (and only while it is pending, which is a conflict, not a matter of access).
func CanEditJob(a Actor, j *Job) bool { return a.moderates() || a.posted(j.PostedBy) }

// CanDeleteJob: those who moderate jobs delete any job; a customer deletes
// their own, in any status.
func CanDeleteJob(a Actor, j *Job) bool { return a.moderates() || a.posted(j.PostedBy) }

// CanSeeJobFigures: every admin user reads the whole site's job and account
// counts; a customer sees only the counts of their own jobs.
func CanSeeJobFigures(a Actor) bool { return a.IsAdmin() }

// CanApply: only job seekers (individual customers) apply for jobs.
func CanApply(a Actor) bool { return a.IsCustomer() && a.CustomerType == CustomerIndividual }

// CanApplyFor: a job seeker applies for any job but one they posted themselves.
func CanApplyFor(a Actor, j *Job) bool { return CanApply(a) && !a.posted(j.PostedBy) }

// CanHaveCVs: job seekers (individual customers) build, share and export
// CVs; a company account hires and has none. A CV itself is only ever its
// owner's: the store finds it by id and owner together.
func CanHaveCVs(a Actor) bool { return a.IsCustomer() && a.CustomerType == CustomerIndividual }

// CanSeeApplications: a job's poster and those who moderate jobs read its applications.
func CanSeeApplications(a Actor, j *Job) bool { return a.moderates() || a.posted(j.PostedBy) }

// CanMoveApplication: a job's poster and those who moderate jobs change the
// status of its applications.
func CanMoveApplication(a Actor, app *Application) bool {
	return a.moderates() || a.posted(app.JobPostedBy)
}

// CanKeepApplicationNotes: a job's poster and those who moderate jobs read
// and write the private notes and ratings of its applications, and read who
// moved them; the applicant never does.
func CanKeepApplicationNotes(a Actor, app *Application) bool { return CanMoveApplication(a, app) }

// CanWithdrawApplication: only the applicant withdraws their application.
func CanWithdrawApplication(a Actor, app *Application) bool {
	return a.IsCustomer() && app.Applicant.ID == a.ID
}

// CanDownloadApplicationCV: the applicant, the job's poster and those who
// moderate jobs download an application's CV file.
func CanDownloadApplicationCV(a Actor, app *Application) bool {
	return CanMoveApplication(a, app) || (a.IsCustomer() && app.Applicant.ID == a.ID)
}

// owns reports whether the actor is the company account that owns a company page.
func (a Actor) owns(c *Company) bool {
	return a.IsCustomer() && a.CustomerType == CustomerCompany && c.OwnerID != nil && *c.OwnerID == a.ID
}

// CanModerateCompanies: superadmins and admins create, change, approve,
// reject, verify and delete any company page, and see pages in any status.
func CanModerateCompanies(a Actor) bool { return a.moderates() }

// CanSeeCompany: an approved company is for everyone; a pending or rejected
// one only for its owner and those who moderate companies.
func CanSeeCompany(a Actor, c *Company) bool { return c.Public() || a.owns(c) || a.moderates() }

// CanEditCompany: the owner edits its own page, in any status; those who
// moderate companies edit any. Only moderators set verified.
func CanEditCompany(a Actor, c *Company) bool { return a.owns(c) || a.moderates() }

// CanOwnCompany: only company accounts have a company page of their own.
func CanOwnCompany(a Actor) bool { return a.IsCustomer() && a.CustomerType == CustomerCompany }

// CanFollow: customers of both types follow companies; admins do not.
func CanFollow(a Actor) bool { return a.IsCustomer() }

// CanReview: a customer reviews a public company, but not the company
// account its own page.
func CanReview(a Actor, c *Company) bool { return a.IsCustomer() && c.Public() && !a.owns(c) }

// CanEditReview: only the author changes a review.
func CanEditReview(a Actor, r *Review) bool { return a.IsCustomer() && r.Author.ID == a.ID }

// CanDeleteReview: the author and those who moderate companies delete a review.
func CanDeleteReview(a Actor, r *Review) bool { return CanEditReview(a, r) || a.moderates() }

// Blog. Editors run the blog (DESIGN section 3); admins and superadmins
// may do all an editor does. Customers of both types like, bookmark and
// discuss articles; admin users read them but take no part, since their
// names would speak for the site.

// CanWritePosts: editors, admins and superadmins write, change, publish and
// delete posts, manage categories and tags, and see drafts.
func CanWritePosts(a Actor) bool {
	return a.IsAdmin() && (a.Role == RoleEditor || a.Role == RoleAdmin || a.Role == RoleSuperadmin)
}

// CanSeePost: a published post is for everyone; a draft only for those who write posts.
func CanSeePost(a Actor, p *Post) bool { return p.Published || CanWritePosts(a) }

// CanReactToPosts: customers like and bookmark posts.
func CanReactToPosts(a Actor) bool { return a.IsCustomer() }

// CanComment: customers comment on published posts.
func CanComment(a Actor) bool { return a.IsCustomer() }

// CanEditComment: only a comment's author changes its words.
func CanEditComment(a Actor, c *Comment) bool { return a.IsCustomer() && c.Author.ID == a.ID }

// CanDeleteComment: a comment's author takes it down, and so do those who
// moderate comments: editors, who run the blog, and admins and superadmins.
func CanDeleteComment(a Actor, c *Comment) bool { return CanEditComment(a, c) || CanWritePosts(a) }

// CanSeeApplicantContacts reports whether the actor sees the email and
// phone of every applicant: those who moderate people, as CanModerateUsers
// says; employers see those the applicant chose to show (preferences'
// privacy), and editors, who run the blog, none.
func CanSeeApplicantContacts(a Actor) bool { return a.moderates() }

// The admin console. Only superadmins manage admin users; every admin user
// reads and edits their own account (name, email, password), but not their
// own role. Admins and superadmins moderate customer accounts and read the
// audit and email logs and the talent pool; every admin user reads the figures.

// CanManageAdminUsers: superadmins list, create, change the role of, reset
// the password of and delete admin users.
func CanManageAdminUsers(a Actor) bool { return a.IsAdmin() && a.Role == RoleSuperadmin }

// CanSeeAdminUser: an admin user sees their own account; a superadmin sees any.
func CanSeeAdminUser(a Actor, target *AdminUser) bool {
	return CanManageAdminUsers(a) || (a.IsAdmin() && a.ID == target.ID)
}

// CanEditAdminUser: an admin user edits their own name, email and password;
// a superadmin edits any admin user's.
func CanEditAdminUser(a Actor, target *AdminUser) bool { return CanSeeAdminUser(a, target) }

// CanChangeRole: only superadmins change a role, their own included.
func CanChangeRole(a Actor) bool { return CanManageAdminUsers(a) }

// CanModerateUsers: superadmins and admins list, edit, ban, unban and
// delete customer accounts (the /users and /customers admin routes).
func CanModerateUsers(a Actor) bool { return a.moderates() }

// CanSeeAuditLog: superadmins and admins read who did what.
func CanSeeAuditLog(a Actor) bool { return a.moderates() }

// CanSeeEmailLog: superadmins and admins read the emails the site sent,
// which hold reset links, so editors do not.
func CanSeeEmailLog(a Actor) bool { return a.moderates() }

// CanManageTalentPool: those who moderate people (superadmins and admins,
// as CanModerateUsers) read the CVs sent for the talent pool, download and
// delete them and contact their senders. The pool is names, emails, phones
// and CVs, so editors, who run the blog, have no part in it.
func CanManageTalentPool(a Actor) bool { return a.moderates() }

// CanSeeAdminStats: every admin user reads the console's figures.
func CanSeeAdminStats(a Actor) bool { return a.IsAdmin() }

// CanSeeCustomer: a customer reads their own account through
// /customers/{id}; those who moderate users read any.
func CanSeeCustomer(a Actor, c *Customer) bool {
	return CanModerateUsers(a) || (a.IsCustomer() && a.ID == c.ID)
}

// CanEditCustomer: a customer edits their own profile through
// /customers/{id}; those who moderate users edit any.
func CanEditCustomer(a Actor, c *Customer) bool { return CanSeeCustomer(a, c) }
