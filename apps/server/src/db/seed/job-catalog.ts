/** Realistic job templates for the demo seed and the search benchmark. */
export interface JobTemplate {
  title: string;
  category: string;
  department: string;
  skills: string[];
  focus: string;
}

export const JOB_TEMPLATES: JobTemplate[] = [
  {
    title: 'Senior React Developer',
    category: 'Engineering',
    department: 'Engineering',
    skills: ['React', 'TypeScript', 'Redux', 'Jest', 'CSS'],
    focus: 'build fast, accessible interfaces for our web platform',
  },
  {
    title: 'Frontend Engineer',
    category: 'Engineering',
    department: 'Engineering',
    skills: ['JavaScript', 'React', 'HTML', 'CSS', 'Webpack'],
    focus: 'ship polished product features used by thousands of customers',
  },
  {
    title: 'Backend Engineer (Node.js)',
    category: 'Engineering',
    department: 'Engineering',
    skills: ['Node.js', 'TypeScript', 'PostgreSQL', 'REST', 'Docker'],
    focus: 'design reliable APIs and data models',
  },
  {
    title: 'Java Backend Developer',
    category: 'Engineering',
    department: 'Engineering',
    skills: ['Java', 'Spring Boot', 'Microservices', 'Kafka', 'MySQL'],
    focus: 'scale the transaction services behind our payments product',
  },
  {
    title: 'Python Developer',
    category: 'Engineering',
    department: 'Engineering',
    skills: ['Python', 'Django', 'PostgreSQL', 'Celery', 'AWS'],
    focus: 'build data-heavy backend services',
  },
  {
    title: 'Full Stack Developer',
    category: 'Engineering',
    department: 'Engineering',
    skills: ['React', 'Node.js', 'MongoDB', 'GraphQL', 'AWS'],
    focus: 'own features from database to pixel',
  },
  {
    title: 'DevOps Engineer',
    category: 'IT & Software',
    department: 'Engineering',
    skills: ['Kubernetes', 'Terraform', 'AWS', 'CI/CD', 'Linux'],
    focus: 'automate our infrastructure and keep deployments boring',
  },
  {
    title: 'Site Reliability Engineer',
    category: 'IT & Software',
    department: 'Engineering',
    skills: ['Kubernetes', 'Prometheus', 'Go', 'Linux', 'Incident Response'],
    focus: 'keep our platform fast and available around the clock',
  },
  {
    title: 'Android Developer',
    category: 'Engineering',
    department: 'Engineering',
    skills: ['Kotlin', 'Android', 'Jetpack Compose', 'REST', 'Firebase'],
    focus: 'craft our Android app used by millions',
  },
  {
    title: 'iOS Developer',
    category: 'Engineering',
    department: 'Engineering',
    skills: ['Swift', 'SwiftUI', 'iOS', 'Core Data', 'XCTest'],
    focus: 'build delightful native experiences on iPhone and iPad',
  },
  {
    title: 'Data Scientist',
    category: 'IT & Software',
    department: 'R&D',
    skills: ['Python', 'Machine Learning', 'SQL', 'Pandas', 'Statistics'],
    focus: 'turn data into models that drive product decisions',
  },
  {
    title: 'Machine Learning Engineer',
    category: 'IT & Software',
    department: 'R&D',
    skills: ['Python', 'PyTorch', 'MLOps', 'Kubernetes', 'SQL'],
    focus: 'put machine learning models into production',
  },
  {
    title: 'Data Engineer',
    category: 'IT & Software',
    department: 'Engineering',
    skills: ['Spark', 'Airflow', 'SQL', 'Python', 'Snowflake'],
    focus: 'build the pipelines our analytics depend on',
  },
  {
    title: 'Data Analyst',
    category: 'Operations',
    department: 'Operations',
    skills: ['SQL', 'Excel', 'Tableau', 'Python', 'Statistics'],
    focus: 'answer business questions with clear analysis',
  },
  {
    title: 'QA Automation Engineer',
    category: 'IT & Software',
    department: 'Engineering',
    skills: ['Selenium', 'Cypress', 'Java', 'API Testing', 'CI/CD'],
    focus: 'make quality everyone’s habit with solid test automation',
  },
  {
    title: 'Product Designer',
    category: 'Design',
    department: 'Design',
    skills: ['Figma', 'Prototyping', 'User Research', 'Design Systems', 'Interaction Design'],
    focus: 'design simple flows for complex problems',
  },
  {
    title: 'UX Designer',
    category: 'Design',
    department: 'Design',
    skills: ['Figma', 'Wireframing', 'Usability Testing', 'User Research', 'Accessibility'],
    focus: 'make our product easy and pleasant to use',
  },
  {
    title: 'Graphic Designer',
    category: 'Design',
    department: 'Design',
    skills: ['Adobe Illustrator', 'Photoshop', 'Branding', 'Typography', 'Layout'],
    focus: 'shape our brand across print and digital',
  },
  {
    title: 'Product Manager',
    category: 'Product',
    department: 'Product',
    skills: ['Roadmapping', 'Agile', 'User Research', 'Analytics', 'Stakeholder Management'],
    focus: 'decide what we build next and why',
  },
  {
    title: 'Technical Product Manager',
    category: 'Product',
    department: 'Product',
    skills: ['APIs', 'Agile', 'SQL', 'Roadmapping', 'System Design'],
    focus: 'lead our platform and developer-facing products',
  },
  {
    title: 'Digital Marketing Manager',
    category: 'Marketing',
    department: 'Sales',
    skills: ['SEO', 'Google Ads', 'Content Strategy', 'Analytics', 'Email Marketing'],
    focus: 'grow demand through every digital channel',
  },
  {
    title: 'Content Writer',
    category: 'Marketing',
    department: 'Sales',
    skills: ['Copywriting', 'SEO', 'Content Strategy', 'Editing', 'Research'],
    focus: 'write content that people actually want to read',
  },
  {
    title: 'Social Media Specialist',
    category: 'Marketing',
    department: 'Sales',
    skills: ['Social Media', 'Content Creation', 'Canva', 'Analytics', 'Community Management'],
    focus: 'build an engaged community around our brand',
  },
  {
    title: 'Sales Executive',
    category: 'Sales',
    department: 'Sales',
    skills: ['B2B Sales', 'Negotiation', 'CRM', 'Lead Generation', 'Communication'],
    focus: 'win new customers across your region',
  },
  {
    title: 'Account Manager',
    category: 'Sales',
    department: 'Sales',
    skills: ['Account Management', 'Salesforce', 'Upselling', 'Communication', 'Negotiation'],
    focus: 'grow long-term relationships with key accounts',
  },
  {
    title: 'Business Development Manager',
    category: 'Sales',
    department: 'Sales',
    skills: ['Business Development', 'Partnerships', 'Negotiation', 'CRM', 'Market Research'],
    focus: 'open new markets and partnerships',
  },
  {
    title: 'Customer Support Specialist',
    category: 'Customer-service',
    department: 'Support',
    skills: ['Customer Service', 'Zendesk', 'Communication', 'Problem Solving', 'English'],
    focus: 'help customers succeed with our product',
  },
  {
    title: 'Customer Success Manager',
    category: 'Customer-service',
    department: 'Support',
    skills: ['Customer Success', 'Onboarding', 'CRM', 'Communication', 'Churn Reduction'],
    focus: 'make sure every customer gets value from day one',
  },
  {
    title: 'Operations Manager',
    category: 'Operations',
    department: 'Operations',
    skills: ['Operations', 'Process Improvement', 'Excel', 'Team Leadership', 'Supply Chain'],
    focus: 'run smooth, measurable daily operations',
  },
  {
    title: 'Supply Chain Analyst',
    category: 'Operations',
    department: 'Operations',
    skills: ['Supply Chain', 'Excel', 'SQL', 'Forecasting', 'SAP'],
    focus: 'keep stock moving where it is needed',
  },
  {
    title: 'Financial Analyst',
    category: 'Finance',
    department: 'Finance',
    skills: ['Financial Modeling', 'Excel', 'Forecasting', 'Accounting', 'PowerPoint'],
    focus: 'plan and track the numbers that run the business',
  },
  {
    title: 'Chartered Accountant',
    category: 'Finance',
    department: 'Finance',
    skills: ['Accounting', 'Taxation', 'Audit', 'GST', 'Tally'],
    focus: 'own statutory accounts, audits and tax',
  },
  {
    title: 'HR Generalist',
    category: 'HR',
    department: 'HR',
    skills: ['Recruitment', 'Onboarding', 'HR Policies', 'Payroll', 'Employee Relations'],
    focus: 'support our people through every stage of their journey',
  },
  {
    title: 'Talent Acquisition Specialist',
    category: 'HR',
    department: 'HR',
    skills: ['Recruitment', 'Sourcing', 'Interviewing', 'LinkedIn Recruiter', 'Employer Branding'],
    focus: 'find and hire great people',
  },
  {
    title: 'Legal Counsel',
    category: 'Other',
    department: 'Legal',
    skills: ['Contract Law', 'Compliance', 'Negotiation', 'Corporate Law', 'Data Privacy'],
    focus: 'keep us compliant while moving fast',
  },
  {
    title: 'Nurse Practitioner',
    category: 'Other',
    department: 'Operations',
    skills: ['Patient Care', 'Clinical Assessment', 'EMR', 'Triage', 'Communication'],
    focus: 'deliver excellent patient care in our clinics',
  },
  {
    title: 'Teacher (Mathematics)',
    category: 'Other',
    department: 'Operations',
    skills: ['Teaching', 'Mathematics', 'Curriculum Design', 'Classroom Management', 'Assessment'],
    focus: 'help students love mathematics',
  },
  {
    title: 'Hotel Front Office Manager',
    category: 'Customer-service',
    department: 'Operations',
    skills: ['Hospitality', 'Guest Relations', 'Opera PMS', 'Team Leadership', 'Communication'],
    focus: 'make every guest feel welcome',
  },
];

export const LOCATIONS = [
  'Bangalore',
  'Mumbai',
  'Pune',
  'Hyderabad',
  'Chennai',
  'Delhi',
  'Gurgaon',
  'Noida',
  'Kolkata',
  'Ahmedabad',
  'Remote',
  'New York',
  'San Francisco',
  'London',
  'Berlin',
  'Singapore',
  'Toronto',
  'Austin',
  'Dubai',
  'Sydney',
];

export const INDUSTRIES_BY_CATEGORY: Record<string, string[]> = {
  Engineering: ['IT', 'Finance', 'Telecom', 'Retail'],
  'IT & Software': ['IT', 'Telecom', 'Finance', 'Healthcare'],
  Design: ['IT', 'Media', 'Retail'],
  Product: ['IT', 'Finance', 'Healthcare'],
  Marketing: ['Media', 'Retail', 'Hospitality', 'IT'],
  Sales: ['IT', 'Manufacturing', 'Retail', 'Telecom'],
  'Customer-service': ['Hospitality', 'Retail', 'Telecom', 'IT'],
  Operations: ['Manufacturing', 'Retail', 'Healthcare', 'Government'],
  Finance: ['Finance', 'Manufacturing', 'Government'],
  HR: ['IT', 'Manufacturing', 'Healthcare'],
  Other: ['Healthcare', 'Education', 'Government', 'Hospitality'],
};

/**
 * Levels of a role: the title it gives, the years asked and the yearly pay (the lowest minimum and
 * the highest minimum). An internship pays a stipend, far below any salaried level.
 */
export const SENIORITY = {
  intern: { title: (t: string) => `${t} Intern`, min: 0, max: 1, salary: [12_000, 24_000] },
  junior: { title: (t: string) => `Junior ${t}`, min: 0, max: 2, salary: [30_000, 60_000] },
  mid: { title: (t: string) => t, min: 2, max: 5, salary: [60_000, 100_000] },
  senior: { title: (t: string) => `Senior ${t}`, min: 5, max: 9, salary: [100_000, 150_000] },
  lead: { title: (t: string) => `Lead ${t}`, min: 8, max: 14, salary: [150_000, 200_000] },
} as const;
export type Level = keyof typeof SENIORITY;

/**
 * The levels a template is posted at. Managers, counsel and accountants are not posted as interns
 * or juniors; a title that already names its level keeps it.
 */
export function levelsOf(template: JobTemplate): Level[] {
  if (template.title.startsWith('Senior ')) return ['senior'];
  if (/Manager|Counsel|Chartered Accountant|Practitioner/.test(template.title)) return ['mid', 'senior'];
  return ['intern', 'junior', 'mid', 'senior', 'lead'];
}

/** Roles done in person: never posted as remote. */
export const ONSITE_TITLES = new Set([
  'Nurse Practitioner',
  'Teacher (Mathematics)',
  'Hotel Front Office Manager',
]);

const GENERAL_ROLES = [
  'HR Generalist',
  'Talent Acquisition Specialist',
  'Financial Analyst',
  'Legal Counsel',
];

/** What each demo company hires for: its own line of work plus the functions every company has. */
export const COMPANY_ROLES: Record<string, string[]> = {
  'Acme Robotics': [
    ...['Senior React Developer', 'Frontend Engineer', 'Backend Engineer (Node.js)', 'Python Developer'],
    ...['Full Stack Developer', 'DevOps Engineer', 'Site Reliability Engineer', 'Android Developer'],
    ...['Machine Learning Engineer', 'Data Engineer', 'Data Scientist', 'QA Automation Engineer'],
    ...['Product Designer', 'Product Manager', 'Technical Product Manager', 'Sales Executive'],
    ...['Business Development Manager', 'Supply Chain Analyst', 'Operations Manager'],
    ...GENERAL_ROLES,
  ],
  'BrightPath Health': [
    ...['Nurse Practitioner', 'Frontend Engineer', 'Backend Engineer (Node.js)', 'Full Stack Developer'],
    ...['iOS Developer', 'Android Developer', 'Data Analyst', 'Data Scientist', 'QA Automation Engineer'],
    ...['Product Designer', 'UX Designer', 'Product Manager', 'Customer Support Specialist'],
    ...['Customer Success Manager', 'Account Manager', 'Digital Marketing Manager', 'Content Writer'],
    ...GENERAL_ROLES,
  ],
  'FinStack Payments': [
    ...['Java Backend Developer', 'Backend Engineer (Node.js)', 'Python Developer', 'Senior React Developer'],
    ...['Site Reliability Engineer', 'DevOps Engineer', 'Data Engineer', 'Data Analyst', 'Android Developer'],
    ...['iOS Developer', 'Machine Learning Engineer', 'QA Automation Engineer', 'Chartered Accountant'],
    ...['Product Manager', 'Technical Product Manager', 'Business Development Manager', 'Account Manager'],
    ...['Customer Support Specialist'],
    ...GENERAL_ROLES,
  ],
  'GreenLeaf Retail': [
    ...['Supply Chain Analyst', 'Operations Manager', 'Sales Executive', 'Account Manager'],
    ...['Digital Marketing Manager', 'Social Media Specialist', 'Content Writer', 'Graphic Designer'],
    ...['Customer Support Specialist', 'Data Analyst', 'Frontend Engineer', 'Full Stack Developer'],
    ...['Chartered Accountant'],
    ...GENERAL_ROLES,
  ],
  CloudNest: [
    ...[
      'DevOps Engineer',
      'Site Reliability Engineer',
      'Backend Engineer (Node.js)',
      'Java Backend Developer',
    ],
    ...['Python Developer', 'Full Stack Developer', 'Frontend Engineer', 'Senior React Developer'],
    ...['Data Engineer', 'Machine Learning Engineer', 'QA Automation Engineer', 'UX Designer'],
    ...['Product Designer', 'Technical Product Manager', 'Product Manager', 'Customer Success Manager'],
    ...['Sales Executive', 'Business Development Manager', 'Content Writer'],
    ...GENERAL_ROLES,
  ],
  'Skyline Hotels': [
    ...['Hotel Front Office Manager', 'Customer Support Specialist', 'Operations Manager', 'Sales Executive'],
    ...['Account Manager', 'Digital Marketing Manager', 'Social Media Specialist', 'Graphic Designer'],
    ...['Content Writer', 'Chartered Accountant', 'Data Analyst', 'Supply Chain Analyst'],
    ...GENERAL_ROLES,
  ],
};
