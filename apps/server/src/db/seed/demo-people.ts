import type { EducationEntry, EmploymentEntry, ProjectEntry } from '@hireloop/shared';

export interface DemoSeeker {
  email: string;
  name: string;
  kycCompleted: boolean;
  title: string;
  company: string;
  location: string;
  phone: string;
  experience: string;
  ctc: string;
  noticePeriod: string;
  headline: string;
  skills: string[];
  employment: EmploymentEntry[];
  education: EducationEntry[];
  projects: ProjectEntry[];
  /** Words of the job titles this person applies to in the demo. */
  appliesTo: string[];
}

const job = (
  title: string,
  company: string,
  startDate: string,
  endDate: string,
  description: string,
): EmploymentEntry => ({
  title,
  company,
  startDate,
  endDate,
  isCurrentJob: endDate === '',
  description,
});
const degree = (
  d: string,
  institution: string,
  startDate: string,
  endDate: string,
  cgpa = '',
): EducationEntry => ({
  degree: d,
  institution,
  startDate,
  endDate,
  isCurrentStudy: false,
  cgpa,
  description: '',
});
const project = (
  name: string,
  description: string,
  technologies: string,
  startDate: string,
  endDate: string,
  link = '',
): ProjectEntry => ({
  name,
  description,
  technologies,
  startDate,
  endDate,
  isCurrentProject: endDate === '',
  role: 'Developer',
  link,
});

export const DEMO_SEEKERS: DemoSeeker[] = [
  {
    email: 'priya.sharma@example.com',
    name: 'Priya Sharma',
    kycCompleted: true,
    title: 'Frontend Engineer',
    company: 'PayGrid Technologies',
    location: 'Bangalore',
    phone: '+91 98450 12345',
    experience: '5 Years 4 Months',
    ctc: '28 LPA',
    noticePeriod: '30 days',
    headline: 'Frontend engineer building fast, accessible React apps for fintech',
    skills: ['React', 'TypeScript', 'Redux', 'Next.js', 'Jest', 'CSS', 'Web Performance'],
    employment: [
      job(
        'Frontend Engineer',
        'PayGrid Technologies',
        '2022-02',
        '',
        'Lead the merchant dashboard in React and TypeScript with Next.js SSR; cut load time by half; mentor three engineers.',
      ),
      job(
        'Software Engineer',
        'Cartwheel Commerce',
        '2020-07',
        '2022-01',
        'Built checkout and seller onboarding SPAs with React and Redux; introduced Jest and React Testing Library.',
      ),
    ],
    education: [degree('B.Tech, Computer Science', 'NIT Karnataka', '2016-07', '2020-05', '8.4')],
    projects: [
      project(
        'Open-source design system',
        'Accessible React component library with Storybook docs, used by 40 teams.',
        'React, TypeScript, Storybook',
        '2021-03',
        '2022-06',
        'https://github.com/example/design-system',
      ),
    ],
    appliesTo: ['React', 'Frontend', 'Full Stack'],
  },
  {
    email: 'arjun.mehta@example.com',
    name: 'Arjun Mehta',
    kycCompleted: false,
    title: 'Data Analyst',
    company: 'Retailytics',
    location: 'Pune',
    phone: '+91 98220 55555',
    experience: '2 Years 6 Months',
    ctc: '9 LPA',
    noticePeriod: '60 days',
    headline: 'Data analyst turning sales data into decisions',
    skills: ['SQL', 'Excel', 'Tableau', 'Python', 'Statistics'],
    employment: [
      job(
        'Data Analyst',
        'Retailytics',
        '2023-05',
        '',
        'Weekly sales and inventory dashboards in Tableau; SQL on a Postgres warehouse; Python for forecasting.',
      ),
    ],
    education: [degree('B.Sc, Statistics', 'Fergusson College', '2019-07', '2022-05', '8.9')],
    projects: [],
    appliesTo: [],
  },
  {
    email: 'rahul.verma@example.com',
    name: 'Rahul Verma',
    kycCompleted: true,
    title: 'Backend Engineer',
    company: 'FlowPay',
    location: 'Hyderabad',
    phone: '+91 90000 11111',
    experience: '6 Years',
    ctc: '32 LPA',
    noticePeriod: '60 days',
    headline: 'Backend engineer: Node.js, PostgreSQL, event-driven systems',
    skills: ['Node.js', 'TypeScript', 'PostgreSQL', 'Docker', 'Kafka', 'AWS'],
    employment: [
      job(
        'Senior Backend Engineer',
        'FlowPay',
        '2021-09',
        '',
        'Payment APIs in Node.js and TypeScript on PostgreSQL; Kafka event pipeline; services on AWS with Docker and Terraform.',
      ),
      job(
        'Backend Developer',
        'ShopKart',
        '2019-06',
        '2021-08',
        'REST APIs for the order system in Node.js and MySQL; moved deployments to Docker.',
      ),
    ],
    education: [degree('B.E., Information Technology', 'Osmania University', '2015-07', '2019-05')],
    projects: [],
    appliesTo: ['Backend', 'Node', 'Full Stack', 'Python'],
  },
  {
    email: 'sneha.iyer@example.com',
    name: 'Sneha Iyer',
    kycCompleted: true,
    title: 'Product Designer',
    company: 'Healthify',
    location: 'Bangalore',
    phone: '+91 99860 22222',
    experience: '4 Years',
    ctc: '22 LPA',
    noticePeriod: '30 days',
    headline: 'Product designer who tests early and ships simple flows',
    skills: ['Figma', 'User Research', 'Prototyping', 'Design Systems', 'Usability Testing'],
    employment: [
      job(
        'Product Designer',
        'Healthify',
        '2022-01',
        '',
        'Redesigned booking with Figma prototypes and weekly usability testing; own the design system.',
      ),
      job(
        'UX Designer',
        'Zolo Stays',
        '2021-01',
        '2021-12',
        'User research and wireframing for the tenant app.',
      ),
    ],
    education: [degree('B.Des, Interaction Design', 'NID Bangalore', '2016-07', '2020-05')],
    projects: [
      project(
        'Clinic check-in kiosk',
        'Touch-first check-in flow tested with 30 patients.',
        'Figma, Prototyping',
        '2023-02',
        '2023-06',
      ),
    ],
    appliesTo: ['Designer', 'UX'],
  },
  {
    email: 'vikash.kumar@example.com',
    name: 'Vikash Kumar',
    kycCompleted: true,
    title: 'DevOps Engineer',
    company: 'CloudNine Systems',
    location: 'Noida',
    phone: '+91 97110 33333',
    experience: '7 Years 2 Months',
    ctc: '30 LPA',
    noticePeriod: '90 days',
    headline: 'DevOps / SRE: Kubernetes, Terraform, AWS',
    skills: ['Kubernetes', 'Terraform', 'AWS', 'Docker', 'CI/CD', 'Prometheus', 'Linux'],
    employment: [
      job(
        'Senior DevOps Engineer',
        'CloudNine Systems',
        '2020-10',
        '',
        'Run EKS clusters with Helm and Terraform; Prometheus and Grafana alerting; Jenkins and GitHub Actions pipelines.',
      ),
      job(
        'System Administrator',
        'Infoserve',
        '2017-09',
        '2020-09',
        'Linux servers, Bash automation, on-call.',
      ),
    ],
    education: [degree('B.Tech, Electronics', 'AKTU', '2013-07', '2017-06')],
    projects: [],
    appliesTo: ['DevOps', 'Reliability'],
  },
  {
    email: 'ananya.das@example.com',
    name: 'Ananya Das',
    kycCompleted: true,
    title: 'Digital Marketing Executive',
    company: 'GlowKart',
    location: 'Mumbai',
    phone: '+91 98200 44444',
    experience: '2 Years 3 Months',
    ctc: '7 LPA',
    noticePeriod: '30 days',
    headline: 'Performance marketer: SEO, Google Ads, Meta Ads',
    skills: ['SEO', 'Google Ads', 'Meta Ads', 'Google Analytics', 'Content Strategy'],
    employment: [
      job(
        'Digital Marketing Executive',
        'GlowKart',
        '2023-08',
        '',
        'SEO and paid campaigns on Google Ads and Meta Ads for a D2C skincare brand; GA4 reporting.',
      ),
    ],
    education: [degree('BMS, Marketing', 'Mithibai College', '2019-07', '2022-05')],
    projects: [],
    appliesTo: ['Marketing', 'Content', 'Social Media'],
  },
  {
    email: 'karan.malhotra@example.com',
    name: 'Karan Malhotra',
    kycCompleted: true,
    title: 'Account Executive',
    company: 'SalesBoost',
    location: 'Delhi',
    phone: '+91 98100 55555',
    experience: '5 Years',
    ctc: '18 LPA + incentives',
    noticePeriod: '45 days',
    headline: 'B2B SaaS seller, consistently over quota',
    skills: ['B2B Sales', 'Salesforce', 'Negotiation', 'Lead Generation', 'Account Management'],
    employment: [
      job(
        'Account Executive',
        'SalesBoost',
        '2021-04',
        '',
        'Closed mid-market SaaS deals; 120% of quota in 2024; pipeline in Salesforce.',
      ),
    ],
    education: [degree('MBA, Marketing', 'IMT Ghaziabad', '2019-07', '2021-03')],
    projects: [],
    appliesTo: ['Sales', 'Account', 'Business Development'],
  },
  {
    email: 'meenakshi.rao@example.com',
    name: 'Meenakshi Rao',
    kycCompleted: true,
    title: 'Talent Acquisition Specialist',
    company: 'PeopleFirst',
    location: 'Chennai',
    phone: '+91 94440 66666',
    experience: '3 Years 8 Months',
    ctc: '10 LPA',
    noticePeriod: '30 days',
    headline: 'Tech recruiter who closes hard roles',
    skills: ['Recruitment', 'Sourcing', 'LinkedIn Recruiter', 'Interviewing', 'Onboarding'],
    employment: [
      job(
        'Talent Acquisition Specialist',
        'PeopleFirst',
        '2022-03',
        '',
        'End-to-end hiring for engineering roles; sourcing on LinkedIn Recruiter and Naukri; offer negotiation.',
      ),
    ],
    education: [degree('MBA, HR', 'Madras University', '2020-07', '2022-05')],
    projects: [],
    appliesTo: ['Talent', 'HR'],
  },
];

/** Text of a demo resume, built from the profile. */
export function resumeLines(p: DemoSeeker): string[] {
  return [
    p.name,
    `${p.email} | ${p.phone} | ${p.location}`,
    p.headline,
    '',
    'EXPERIENCE',
    ...p.employment.flatMap((e) => [
      `${e.title}, ${e.company} (${e.startDate} - ${e.endDate || 'Present'})`,
      `  ${e.description}`,
    ]),
    '',
    'EDUCATION',
    ...p.education.map(
      (e) => `${e.degree}, ${e.institution} (${e.startDate.slice(0, 4)} - ${e.endDate.slice(0, 4)})`,
    ),
    ...(p.projects.length
      ? ['', 'PROJECTS', ...p.projects.map((pr) => `${pr.name}: ${pr.description}`)]
      : []),
    '',
    `Skills: ${p.skills.join(', ')}`,
  ];
}
