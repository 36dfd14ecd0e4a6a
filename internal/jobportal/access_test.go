package jobportal_test

import (
	"testing"

	"jobportal/internal/jobportal"
)

// The actors of the access table: one of each kind, type and role, and a
// second job seeker who owns nothing.
var (
	visitor    = jobportal.Visitor()
	seeker     = jobportal.CustomerActor(&jobportal.Customer{ID: 1, Type: jobportal.CustomerIndividual})
	stranger   = jobportal.CustomerActor(&jobportal.Customer{ID: 2, Type: jobportal.CustomerIndividual})
	employer   = jobportal.CustomerActor(&jobportal.Customer{ID: 3, Type: jobportal.CustomerCompany})
	editor     = jobportal.AdminActor(&jobportal.AdminUser{ID: 1, Role: jobportal.RoleEditor})
	admin      = jobportal.AdminActor(&jobportal.AdminUser{ID: 2, Role: jobportal.RoleAdmin})
	superadmin = jobportal.AdminActor(&jobportal.AdminUser{ID: 3, Role: jobportal.RoleSuperadmin})
)

// actors lists them in the order of each row's expectations.
var actors = []struct {
	name string
	a    jobportal.Actor
}{
	{"a visitor", visitor}, {"the job seeker", seeker}, {"another job seeker", stranger},
	{"the employer", employer}, {"an editor", editor}, {"an admin", admin}, {"a superadmin", superadmin},
}

func TestAccessRules(t *testing.T) {
	byCustomer := func(id int64) jobportal.PostedBy { return jobportal.PostedBy{Kind: jobportal.KindCustomer, ID: id} }
	employersOpenJob := &jobportal.Job{Status: jobportal.JobApproved, PostedBy: byCustomer(3)}
	employersPendingJob := &jobportal.Job{Status: jobportal.JobPending, PostedBy: byCustomer(3)}
	employersClosedJob := &jobportal.Job{Status: jobportal.JobApproved, Expired: true, PostedBy: byCustomer(3)}
	seekersOwnJob := &jobportal.Job{Status: jobportal.JobApproved, PostedBy: byCustomer(1)}
	adminsJob := &jobportal.Job{Status: jobportal.JobApproved,
		PostedBy: jobportal.PostedBy{Kind: jobportal.KindAdmin, ID: 2}}
	// An admin's id equal to a customer's must not make the customer its poster.
	adminJobWithCustomersID := &jobportal.Job{Status: jobportal.JobPending,
		PostedBy: jobportal.PostedBy{Kind: jobportal.KindAdmin, ID: 3}}
	owner := int64(3)
	employersApprovedPage := &jobportal.Company{Status: jobportal.CompanyApproved, OwnerID: &owner}
	employersPendingPage := &jobportal.Company{Status: jobportal.CompanyPending, OwnerID: &owner}
	adminsApprovedPage := &jobportal.Company{Status: jobportal.CompanyApproved}
	// A job seeker's id equal to the owner's must not make them the owner.
	seekerWithOwnersID := jobportal.CustomerActor(&jobportal.Customer{ID: 3, Type: jobportal.CustomerIndividual})
	seekersReview := &jobportal.Review{Author: jobportal.ReviewAuthor{ID: 1}}
	application := &jobportal.Application{JobPostedBy: byCustomer(3), Applicant: jobportal.ApplicationApplicant{ID: 1}}
	publishedPost := &jobportal.Post{Published: true}
	draftPost := &jobportal.Post{Published: false}
	seekersComment := &jobportal.Comment{Author: jobportal.CommentAuthor{ID: 1}}
	// An admin user's id equal to the comment's author's must not make them its author.
	employersComment := &jobportal.Comment{Author: jobportal.CommentAuthor{ID: 3}}

	// The editor's admin account has the id 1, as the job seeker's customer
	// account does: neither must be taken for the other.
	editorsAccount := &jobportal.AdminUser{ID: 1, Role: jobportal.RoleEditor}
	seekersAccount := &jobportal.Customer{ID: 1, Type: jobportal.CustomerIndividual}
	const (
		y = true
		n = false
	)
	t.Run("a job seeker with the owner's id does not own the company", func(t *testing.T) {
		if jobportal.CanEditCompany(seekerWithOwnersID, employersPendingPage) || !jobportal.CanReview(seekerWithOwnersID, employersApprovedPage) {
			t.Fatal("an individual account was taken for the company's owner")
		}
	})
	for _, row := range []struct {
		rule string
		can  func(jobportal.Actor) bool
		// want holds the answer for each of actors, in order: visitor, job
		// seeker, another job seeker, employer, editor, admin, superadmin.
		want [7]bool
	}{
		{"post a job", jobportal.CanPostJob, [7]bool{n, y, y, y, n, n, n}},
		{"moderate jobs", jobportal.CanModerateJobs, [7]bool{n, n, n, n, n, y, y}},
		{"see a public job", func(a jobportal.Actor) bool { return jobportal.CanSeeJob(a, employersOpenJob) },
			[7]bool{y, y, y, y, y, y, y}},
		{"see the employer's pending job", func(a jobportal.Actor) bool { return jobportal.CanSeeJob(a, employersPendingJob) },
			[7]bool{n, n, n, y, n, y, y}},
		{"see the employer's closed job", func(a jobportal.Actor) bool { return jobportal.CanSeeJob(a, employersClosedJob) },
			[7]bool{n, n, n, y, n, y, y}},
		{"see an admin's pending job", func(a jobportal.Actor) bool { return jobportal.CanSeeJob(a, adminJobWithCustomersID) },
			[7]bool{n, n, n, n, n, y, y}},
		{"edit the employer's job", func(a jobportal.Actor) bool { return jobportal.CanEditJob(a, employersPendingJob) },
			[7]bool{n, n, n, y, n, y, y}},
		{"edit an admin's job", func(a jobportal.Actor) bool { return jobportal.CanEditJob(a, adminsJob) },
			[7]bool{n, n, n, n, n, y, y}},
		{"delete the employer's job", func(a jobportal.Actor) bool { return jobportal.CanDeleteJob(a, employersOpenJob) },
			[7]bool{n, n, n, y, n, y, y}},
		{"delete the job seeker's own job", func(a jobportal.Actor) bool { return jobportal.CanDeleteJob(a, seekersOwnJob) },
			[7]bool{n, y, n, n, n, y, y}},
		{"read the whole site's figures", jobportal.CanSeeJobFigures, [7]bool{n, n, n, n, y, y, y}},
		{"apply for jobs", jobportal.CanApply, [7]bool{n, y, y, n, n, n, n}},
		{"build CVs", jobportal.CanHaveCVs, [7]bool{n, y, y, n, n, n, n}},
		{"see every applicant's email and phone", jobportal.CanSeeApplicantContacts, [7]bool{n, n, n, n, n, y, y}},
		{"apply for the employer's job", func(a jobportal.Actor) bool { return jobportal.CanApplyFor(a, employersOpenJob) },
			[7]bool{n, y, y, n, n, n, n}},
		{"apply for a job one posted", func(a jobportal.Actor) bool { return jobportal.CanApplyFor(a, seekersOwnJob) },
			[7]bool{n, n, y, n, n, n, n}},
		{"see the employer's job's applications", func(a jobportal.Actor) bool { return jobportal.CanSeeApplications(a, employersOpenJob) },
			[7]bool{n, n, n, y, n, y, y}},
		{"see an admin's job's applications", func(a jobportal.Actor) bool { return jobportal.CanSeeApplications(a, adminJobWithCustomersID) },
			[7]bool{n, n, n, n, n, y, y}},
		{"move an application", func(a jobportal.Actor) bool { return jobportal.CanMoveApplication(a, application) },
			[7]bool{n, n, n, y, n, y, y}},
		{"keep notes and ratings on an application", func(a jobportal.Actor) bool { return jobportal.CanKeepApplicationNotes(a, application) },
			[7]bool{n, n, n, y, n, y, y}},
		{"withdraw an application", func(a jobportal.Actor) bool { return jobportal.CanWithdrawApplication(a, application) },
			[7]bool{n, y, n, n, n, n, n}},
		{"download an application's CV", func(a jobportal.Actor) bool { return jobportal.CanDownloadApplicationCV(a, application) },
			[7]bool{n, y, n, y, n, y, y}},
		{"propose, reschedule and cancel an application's interview as the employer", func(a jobportal.Actor) bool {
			return jobportal.CanProposeInterview(a, application)
		}, [7]bool{n, n, n, y, n, n, n}},
		{"pick an interview's time, or ask for others", func(a jobportal.Actor) bool { return jobportal.CanAnswerInterview(a, application) },
			[7]bool{n, y, n, n, n, n, n}},
		{"see and cancel an application's interviews", func(a jobportal.Actor) bool { return jobportal.CanSeeInterviews(a, application) },
			[7]bool{n, y, n, y, n, n, n}},
		{"moderate companies", jobportal.CanModerateCompanies, [7]bool{n, n, n, n, n, y, y}},
		{"see an approved company", func(a jobportal.Actor) bool { return jobportal.CanSeeCompany(a, employersApprovedPage) },
			[7]bool{y, y, y, y, y, y, y}},
		{"see the employer's pending company", func(a jobportal.Actor) bool { return jobportal.CanSeeCompany(a, employersPendingPage) },
			[7]bool{n, n, n, y, n, y, y}},
		{"edit the employer's company", func(a jobportal.Actor) bool { return jobportal.CanEditCompany(a, employersPendingPage) },
			[7]bool{n, n, n, y, n, y, y}},
		{"edit an admin's company", func(a jobportal.Actor) bool { return jobportal.CanEditCompany(a, adminsApprovedPage) },
			[7]bool{n, n, n, n, n, y, y}},
		{"own a company page", jobportal.CanOwnCompany, [7]bool{n, n, n, y, n, n, n}},
		{"follow companies", jobportal.CanFollow, [7]bool{n, y, y, y, n, n, n}},
		{"review an approved company", func(a jobportal.Actor) bool { return jobportal.CanReview(a, adminsApprovedPage) },
			[7]bool{n, y, y, y, n, n, n}},
		{"review the employer's own company", func(a jobportal.Actor) bool { return jobportal.CanReview(a, employersApprovedPage) },
			[7]bool{n, y, y, n, n, n, n}},
		{"review a pending company", func(a jobportal.Actor) bool { return jobportal.CanReview(a, employersPendingPage) },
			[7]bool{n, n, n, n, n, n, n}},
		{"edit the job seeker's review", func(a jobportal.Actor) bool { return jobportal.CanEditReview(a, seekersReview) },
			[7]bool{n, y, n, n, n, n, n}},
		{"delete the job seeker's review", func(a jobportal.Actor) bool { return jobportal.CanDeleteReview(a, seekersReview) },
			[7]bool{n, y, n, n, n, y, y}},
		{"write posts", jobportal.CanWritePosts, [7]bool{n, n, n, n, y, y, y}},
		{"see a published post", func(a jobportal.Actor) bool { return jobportal.CanSeePost(a, publishedPost) },
			[7]bool{y, y, y, y, y, y, y}},
		{"see a draft post", func(a jobportal.Actor) bool { return jobportal.CanSeePost(a, draftPost) },
			[7]bool{n, n, n, n, y, y, y}},
		{"like and bookmark posts", jobportal.CanReactToPosts, [7]bool{n, y, y, y, n, n, n}},
		{"comment on posts", jobportal.CanComment, [7]bool{n, y, y, y, n, n, n}},
		{"edit the job seeker's comment", func(a jobportal.Actor) bool { return jobportal.CanEditComment(a, seekersComment) },
			[7]bool{n, y, n, n, n, n, n}},
		{"edit the employer's comment", func(a jobportal.Actor) bool { return jobportal.CanEditComment(a, employersComment) },
			[7]bool{n, n, n, y, n, n, n}},
		{"delete the job seeker's comment", func(a jobportal.Actor) bool { return jobportal.CanDeleteComment(a, seekersComment) },
			[7]bool{n, y, n, n, y, y, y}},
		{"manage admin users", jobportal.CanManageAdminUsers, [7]bool{n, n, n, n, n, n, y}},
		{"see the editor's admin account", func(a jobportal.Actor) bool { return jobportal.CanSeeAdminUser(a, editorsAccount) },
			[7]bool{n, n, n, n, y, n, y}},
		{"edit the editor's admin account", func(a jobportal.Actor) bool { return jobportal.CanEditAdminUser(a, editorsAccount) },
			[7]bool{n, n, n, n, y, n, y}},
		{"change a role", jobportal.CanChangeRole, [7]bool{n, n, n, n, n, n, y}},
		{"moderate customer accounts", jobportal.CanModerateUsers, [7]bool{n, n, n, n, n, y, y}},
		{"read the audit log", jobportal.CanSeeAuditLog, [7]bool{n, n, n, n, n, y, y}},
		{"read the email log", jobportal.CanSeeEmailLog, [7]bool{n, n, n, n, n, y, y}},
		{"read the admin figures", jobportal.CanSeeAdminStats, [7]bool{n, n, n, n, y, y, y}},
		{"read, download and answer the talent pool", jobportal.CanManageTalentPool, [7]bool{n, n, n, n, n, y, y}},
		{"see the job seeker's account", func(a jobportal.Actor) bool { return jobportal.CanSeeCustomer(a, seekersAccount) },
			[7]bool{n, y, n, n, n, y, y}},
		{"edit the job seeker's account", func(a jobportal.Actor) bool { return jobportal.CanEditCustomer(a, seekersAccount) },
			[7]bool{n, y, n, n, n, y, y}},
	} {
		for i, who := range actors {
			want := row.want[i]
			name := who.name + " may " + row.rule
			if !want {
				name = who.name + " may not " + row.rule
			}
			t.Run(name, func(t *testing.T) {
				if got := row.can(who.a); got != want {
					t.Fatalf("got %v, want %v", got, want)
				}
			})
		}
	}
}
