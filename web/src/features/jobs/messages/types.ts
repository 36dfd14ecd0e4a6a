/** An application's thread of messages, as docs/openapi.yaml (Messages) describes it. */
export type MessageSide = 'employer' | 'applicant';

export interface Message {
  id: number;
  side: MessageSide;
  authorName: string;
  body: string;
  createdAt: string;
  /** When the other side first saw it; null while unread. */
  readAt: string | null;
}

export interface MessageThread {
  applicationId: number;
  /** The side of the one reading. */
  side: MessageSide;
  jobTitle: string;
  /** The other side's name. */
  with: string;
  shareEmail: boolean;
  /** To the employer only while the applicant shares it; always to the applicant. */
  applicantEmail?: string;
  /** False when the job has no employer's account to write to. */
  open: boolean;
  messages: Message[];
}

/** Unread messages by application id; applications with none are left out. */
export type UnreadCounts = Record<string, number>;

/** The longest message, in characters (the API's limit). */
export const MAX_MESSAGE = 4000;
