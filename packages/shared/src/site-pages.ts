import { RESUME_MAX_BYTES } from './constants';
import { PRODUCT_NAME } from './messages';

/**
 * The public site's own pages: Terms of Service (/terms), Privacy Policy (/privacy) and the one
 * "coming soon" page that menu and footer links lead to until their feature exists.
 * The addresses below are the operator's: a deployment replaces them with its own.
 */
export const SUPPORT_EMAIL = 'support@hireloop.in';
export const PRIVACY_EMAIL = 'privacy@hireloop.in';

export interface LegalSection {
  /** The section's anchor on its page (/privacy#cookies). */
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalDocument {
  title: string;
  summary: string;
  lastUpdated: string;
  sections: LegalSection[];
}

export const legalText = {
  lastUpdatedLabel: 'Last updated',
  onThisPage: 'On this page',
  questions: 'Questions about this page?',
  writeTo: 'Write to',
} as const;

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  summary: `These terms are the agreement between you and ${PRODUCT_NAME} when you use the site to look for work or to hire. Please read them with the Privacy Policy, which explains what we do with your data.`,
  lastUpdated: '23 November 2026',
  sections: [
    {
      id: 'accounts',
      heading: '1. Your account',
      paragraphs: [
        'You need an account to apply to jobs, save jobs or post jobs. You must be at least 18 years old, give your real name, and use an e-mail address that you control: we confirm it with a one-time code before the account is created.',
        'Keep your password to yourself. You are responsible for what is done with your account until you tell us it has been misused. You can sign out of every device by resetting your password.',
      ],
    },
    {
      id: 'job-seekers',
      heading: '2. Job seekers',
      paragraphs: [
        'Before you apply to jobs, we ask you to complete a one-time identity check (document locker, PAN and a selfie). It tells employers that the applicant is a real person with the name on the application. You may not pass the check for someone else or use another person’s documents.',
        'What you put in your profile and resume must be true. When you apply to a job, the employer who posted it sees your profile, your resume and how well they match the job. Employers make their own hiring decisions; we do not promise you an interview or a job.',
      ],
    },
    {
      id: 'employers',
      heading: '3. Employers',
      paragraphs: [
        'Employer accounts are opened with an e-mail address on the company’s own domain; free-mail addresses are not accepted. You confirm that you may hire on behalf of the company you name.',
        'Jobs you post must be real, open positions with an honest description, location and salary. You may use applicants’ data only to assess them for the job they applied to, and you must not charge a job seeker any fee for an application, interview or offer.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: '4. What is not allowed',
      paragraphs: ['So that the site stays useful and safe for everyone, you agree not to:'],
      list: [
        'post fake, misleading or discriminatory job ads, or ads for work that is illegal in India;',
        'collect other users’ data by scraping, bots or bulk downloads;',
        'send spam, chain letters or unsolicited offers through the site;',
        'upload files with malware, or try to get around our security, rate limits or the identity check;',
        'impersonate a person or a company.',
      ],
    },
    {
      id: 'content',
      heading: '5. Your content',
      paragraphs: [
        'You keep the rights to what you upload (your resume, photos, job descriptions, company logo). You let us store it, show it to the people it is meant for and process it to run the service, for example to search jobs and to compute match scores. This permission ends when you delete the content or your account, except for copies we must keep by law.',
      ],
    },
    {
      id: 'service',
      heading: '6. The service',
      paragraphs: [
        `${PRODUCT_NAME} is free for job seekers. We work to keep the site available and correct but cannot promise that it is always available or error-free. Match scores are an aid for reading applications, not a decision about anyone.`,
        'We may suspend or close an account that breaks these terms, after telling you why where the law allows us to. You may close your account at any time by writing to us.',
      ],
    },
    {
      id: 'liability',
      heading: '7. Liability',
      paragraphs: [
        'We are not a party to the hiring decisions or employment contracts made between job seekers and employers. To the extent the law allows, we are not liable for indirect losses arising from the use of the site. Nothing in these terms limits rights you have under the Consumer Protection Act, 2019 or other law that cannot be waived.',
      ],
    },
    {
      id: 'law',
      heading: '8. Changes, law and disputes',
      paragraphs: [
        'If we change these terms, we show the new date at the top of this page and tell signed-in users about important changes before they apply.',
        'These terms are governed by the laws of India. Complaints can be sent to our Grievance Officer (see the Privacy Policy); we acknowledge them within 24 hours and resolve them within 15 days. Courts in Bengaluru, Karnataka have jurisdiction over disputes.',
      ],
    },
  ],
};

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  summary: `This policy explains what personal data ${PRODUCT_NAME} keeps, why, who sees it, and the choices you have. It is written for the Digital Personal Data Protection Act, 2023 and the IT Act, 2000 and their rules.`,
  lastUpdated: '23 November 2026',
  sections: [
    {
      id: 'data-we-keep',
      heading: '1. Data we keep',
      paragraphs: ['We keep only what the service needs:'],
      list: [
        'Account: your name, e-mail address, role (job seeker or employer) and password. The password is stored only as a salted hash (Argon2id); nobody at HireLoop can read it. Sign-up codes are stored hashed and expire after 10 minutes.',
        'Profile: what you choose to add, such as phone number, location, skills, experience, education, projects and a profile photo.',
        'Activity: the jobs you save and apply to, the status of each application, and for employers the jobs they post and the company profile.',
        'Security records: sign-in sessions (stored hashed), the time of sign-ins and, for a short time, the network address of requests, to stop abuse such as repeated wrong passwords.',
      ],
    },
    {
      id: 'identity-check',
      heading: '2. Identity check',
      paragraphs: [
        'Job seekers complete a one-time identity check before they apply. From it we keep the name, date of birth and gender of the verified record, your PAN in masked form (only the last four characters are shown), a keyed hash of the PAN so that one PAN can verify only one account, how closely the verified name matches your account name, and the date of the check.',
        'Your selfie is compared on your device during the check and is not stored. We never store your full PAN, and we do not share identity data with employers: they only see that your identity is verified.',
      ],
    },
    {
      id: 'resumes',
      heading: '3. Resumes',
      paragraphs: [
        `Your resume (PDF or Word, up to ${RESUME_MAX_BYTES / (1024 * 1024)} MB) is stored with your profile. We read its text to make you findable for relevant jobs and to compute how well you match a job. Only you, and the employers of the jobs you apply to, can download it. When you delete or replace your resume, the old file and its text are removed.`,
      ],
    },
    {
      id: 'who-sees',
      heading: '4. Who sees your data',
      paragraphs: [
        'Employers see the profile, resume and match score of people who applied to their jobs, never of others. Job seekers see the public company profile and jobs of employers.',
        'We use service providers for hosting, file storage and e-mail delivery, bound by contract to use the data only for us. We do not sell personal data and do not show third-party advertising. We disclose data to authorities only when Indian law requires it.',
      ],
    },
    {
      id: 'cookies',
      heading: '5. Cookies and local storage',
      paragraphs: [
        'We do not use advertising or tracking cookies, and we do not use third-party analytics. The site keeps a few items in your browser’s local storage:',
      ],
      list: [
        'your sign-in session (an access token, a refresh token and your basic account details), so you stay signed in; it lasts longer when you tick “Remember me”, and signing out removes it;',
        'your choice of light or dark theme.',
      ],
    },
    {
      id: 'retention',
      heading: '6. How long we keep it',
      paragraphs: [
        'We keep your account data while your account is open. When you ask us to close it, we delete your profile, resume and identity-check data within 30 days, and remove your applications from employers’ lists. We keep what the law requires us to keep for longer, and nothing else.',
      ],
    },
    {
      id: 'your-rights',
      heading: '7. Your rights',
      paragraphs: [
        'You can see and correct most of your data on your profile. You may also ask us for a summary of the data we hold about you, its correction or erasure, and you may withdraw consent by closing your account. You can name a person to exercise these rights if you die or become unable to. We answer requests within 30 days.',
      ],
    },
    {
      id: 'security',
      heading: '8. Security',
      paragraphs: [
        'Data travels over HTTPS, passwords and tokens are stored hashed, uploaded files are checked for their real type, and access to production systems is limited to the people who run them. If a breach affects your data, we tell you and the Data Protection Board of India as the law requires.',
      ],
    },
    {
      id: 'contact',
      heading: '9. Contact and Grievance Officer',
      paragraphs: [
        `For any question or request about your data, or a complaint, write to our Grievance Officer at ${PRIVACY_EMAIL}. We acknowledge complaints within 24 hours. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.`,
      ],
    },
  ],
};

export interface ComingSoonTopic {
  title: string;
  /** What the page will offer, in one or two sentences. */
  text: string;
}

/** What each not-yet-built menu or footer destination will be (the `what` of /coming-soon). */
export const COMING_SOON_TOPICS = {
  'featured-jobs': {
    title: 'Featured Jobs',
    text: 'A hand-picked list of openings from companies that are hiring now. Until it is ready, every open role is in job search.',
  },
  'career-advice': {
    title: 'Career Advice',
    text: 'Practical advice on moving up, changing fields and negotiating an offer.',
  },
  'find-candidates': {
    title: 'Find Candidates',
    text: 'Search verified job seekers by skill, experience and location. Today, candidates come to you when they apply to your jobs.',
  },
  'recruitment-tools': {
    title: 'Recruitment Tools',
    text: 'Interview scheduling, shared notes and offer templates for your hiring team.',
  },
  analytics: {
    title: 'Hiring Analytics',
    text: 'Views, applications and time-to-hire for each job. The employer dashboard already shows the main figures.',
  },
  pricing: {
    title: 'Pricing',
    text: 'Plans for employers who hire often. Posting jobs is free while we build them.',
  },
  'success-stories': {
    title: 'Success Stories',
    text: 'How people found their next role, and how teams hired, through HireLoop.',
  },
  blog: { title: 'Blog', text: 'Stories and advice about work, hiring and careers in India.' },
  'resume-templates': {
    title: 'Resume Templates',
    text: 'Clean, recruiter-tested resume templates to download and fill in.',
  },
  'interview-tips': {
    title: 'Interview Tips',
    text: 'How to prepare for common interview formats, with example questions by role.',
  },
  'salary-guide': {
    title: 'Salary Guide',
    text: 'Salary ranges by role, city and experience, drawn from the jobs posted on HireLoop.',
  },
  'career-tools': {
    title: 'Career Tools',
    text: 'Calculators and checklists: take-home pay, notice periods and job-switch planning.',
  },
  reports: { title: 'Reports', text: 'Twice-yearly reports on hiring trends across industries and cities.' },
  resources: {
    title: 'Resources',
    text: 'One place for our guides, templates and salary data for job seekers and employers.',
  },
  about: {
    title: 'About Us',
    text: 'Who we are and why we build HireLoop: a job board where people and employers are verified.',
  },
  contact: {
    title: 'Contact',
    text: `A contact form is on its way. Until then, write to ${SUPPORT_EMAIL} and we answer within two working days.`,
  },
  help: {
    title: 'Help Center',
    text: `Step-by-step help for signing up, the identity check, applying and posting jobs. Until then, write to ${SUPPORT_EMAIL}.`,
  },
  faqs: {
    title: 'FAQs',
    text: `Answers to the questions people ask most. Until then, write to ${SUPPORT_EMAIL}.`,
  },
  support: {
    title: 'Support',
    text: `A support portal to follow up on your requests. Until then, write to ${SUPPORT_EMAIL}.`,
  },
  chat: {
    title: 'Live Chat',
    text: `Chat with our support team during working hours. Until then, write to ${SUPPORT_EMAIL}.`,
  },
  forum: {
    title: 'Community Forum',
    text: 'A place for job seekers and recruiters to ask questions and share what worked.',
  },
} as const satisfies Record<string, ComingSoonTopic>;

export type ComingSoonKey = keyof typeof COMING_SOON_TOPICS;

export const comingSoonText = {
  eyebrow: 'Coming soon',
  fallbackTitle: 'This page is coming soon',
  fallbackText: 'We are still building this part of HireLoop.',
  searchJobs: 'Search jobs',
  backHome: 'Back to home',
} as const;

/** The topic of a /coming-soon?what= value; anything unknown gets the general text. */
export function comingSoonTopic(what: string | null): ComingSoonTopic {
  return what && Object.hasOwn(COMING_SOON_TOPICS, what)
    ? COMING_SOON_TOPICS[what as ComingSoonKey]
    : { title: comingSoonText.fallbackTitle, text: comingSoonText.fallbackText };
}
