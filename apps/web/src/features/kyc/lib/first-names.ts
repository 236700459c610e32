/**
 * Common given names, so the simulated identity record states the gender a person of that name is
 * likely to have. A name not listed gets no gender at all rather than a guess.
 */
const FEMALE = `aarti aditi aishwarya akanksha ananya anjali ankita anita anusha aparna archana asha
  bhavana chitra deepa deepika divya gayatri geeta isha jyoti kavita kavya kirti lakshmi lata madhuri
  mansi meena meenakshi meera megha monika nandini neha nisha pallavi pooja poonam prachi pratibha
  preeti priya priyanka radha radhika rashmi rekha renu ritu riya sakshi sangeeta sanjana sapna sara
  sarah shalini shilpa shreya shruti simran smita sneha sonal sonia sunita supriya swati tanvi trisha
  usha vandana vidya zara fatima ayesha emma olivia sophia maria anna elena`;
const MALE = `aakash abhishek aditya ajay akash akhil alok amit anand anil ankit anuj arjun arun ashok
  ashwin deepak dev dhruv gaurav harish harsh hemant jay karan kartik kiran krishna kunal manish manoj
  mohit mukesh naveen nikhil nitin pankaj pradeep prakash pranav prashant rahul raj rajesh rakesh ram
  ravi rohan rohit sachin sahil sameer sandeep sanjay santosh saurabh shankar siddharth sumit sunil
  suresh tarun varun vijay vikas vikash vikram vinay vishal vivek yash daniel david james john michael
  ahmed mohammed omar`;

const words = (list: string) => new Set(list.split(/\s+/).filter(Boolean));
const FEMALE_NAMES = words(FEMALE);
const MALE_NAMES = words(MALE);

/** 'Female', 'Male' or '' (unknown) for a full name, by its first word. */
export function genderOfName(fullName: string): string {
  const first = fullName.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  if (FEMALE_NAMES.has(first)) return 'Female';
  if (MALE_NAMES.has(first)) return 'Male';
  return '';
}
