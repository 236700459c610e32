/** Places that are one labour market: someone in one can take a job in another (the match score). */
export const METROS: string[][] = [
  ['bangalore', 'bengaluru', 'whitefield', 'koramangala', 'electronic city'],
  ['mumbai', 'navi mumbai', 'thane', 'bombay', 'powai', 'andheri', 'vashi'],
  [
    'delhi',
    'new delhi',
    'noida',
    'greater noida',
    'gurgaon',
    'gurugram',
    'ghaziabad',
    'faridabad',
    'ncr',
    'delhi ncr',
  ],
  ['chennai', 'madras'],
  ['hyderabad', 'secunderabad', 'cyberabad'],
  ['pune', 'pimpri', 'chinchwad', 'hinjewadi'],
  ['kolkata', 'calcutta', 'howrah'],
  ['kochi', 'cochin', 'ernakulam'],
  ['new york', 'nyc', 'brooklyn', 'jersey city'],
  ['san francisco', 'bay area', 'san jose', 'palo alto', 'mountain view', 'oakland'],
  ['london'],
  ['berlin'],
  ['singapore'],
  ['toronto'],
  ['dubai'],
  ['sydney'],
  ['austin'],
];

/**
 * The names one city goes by (official, old, common spellings); the first is the name shown.
 * A search for any of them finds jobs written with any other (the job search).
 */
export const CITY_NAMES: string[][] = [
  ['bengaluru', 'bangalore', 'banglore', 'blr'],
  ['mumbai', 'bombay'],
  ['navi mumbai', 'new bombay'],
  ['delhi', 'new delhi'],
  ['gurugram', 'gurgaon'],
  ['noida'],
  ['greater noida'],
  ['ghaziabad'],
  ['faridabad'],
  ['kolkata', 'calcutta'],
  ['chennai', 'madras'],
  ['kochi', 'cochin'],
  ['thiruvananthapuram', 'trivandrum'],
  ['kozhikode', 'calicut'],
  ['puducherry', 'pondicherry'],
  ['vadodara', 'baroda'],
  ['mysuru', 'mysore'],
  ['mangaluru', 'mangalore'],
  ['belagavi', 'belgaum'],
  ['hubballi', 'hubli'],
  ['visakhapatnam', 'vizag'],
  ['prayagraj', 'allahabad'],
  ['varanasi', 'benares', 'banaras'],
  ['shimla', 'simla'],
  ['panaji', 'panjim'],
  ['hyderabad', 'secunderabad', 'cyberabad'],
  ['pune', 'poona'],
  ['ahmedabad', 'amdavad'],
  ['gandhinagar'],
  ['jaipur'],
  ['lucknow'],
  ['chandigarh'],
  ['mohali', 'sas nagar'],
  ['panchkula'],
  ['indore'],
  ['bhopal'],
  ['nagpur'],
  ['nashik', 'nasik'],
  ['surat'],
  ['coimbatore', 'kovai'],
  ['madurai'],
  ['bhubaneswar'],
  ['patna'],
  ['ranchi'],
  ['guwahati', 'gauhati'],
  ['dehradun'],
  ['goa'],
  ['thane'],
  ['kalyan'],
  ['bhiwandi'],
  ['panvel'],
  ['vasai', 'virar'],
  ['new york', 'nyc'],
  ['san francisco', 'sf'],
  ['london'],
  ['singapore'],
  ['dubai'],
];

/**
 * Regions that stand for several cities: a search for the region finds jobs in any of them, and a
 * search for one of the cities finds the jobs posted for the whole region ('Delhi NCR' for Noida).
 * The first entry of `names` is the region's name; `cities` are first names of CITY_NAMES groups.
 */
export const REGIONS: { names: string[]; cities: string[] }[] = [
  {
    names: ['delhi ncr', 'ncr', 'national capital region', 'delhi ncr region'],
    cities: ['delhi', 'gurugram', 'noida', 'greater noida', 'ghaziabad', 'faridabad'],
  },
  {
    names: ['mumbai metropolitan region', 'mmr'],
    cities: ['mumbai', 'navi mumbai', 'thane', 'kalyan', 'bhiwandi', 'panvel', 'vasai'],
  },
  { names: ['tricity', 'chandigarh tricity'], cities: ['chandigarh', 'mohali', 'panchkula'] },
  { names: ['bay area', 'sf bay area'], cities: ['san francisco'] },
];

/** Country names: in a list of several locations they add nothing ("Pune, India"). */
export const COUNTRIES = ['india', 'usa', 'us', 'united states', 'uk', 'united kingdom', 'uae'];
