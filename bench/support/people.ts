/** Small lists of Indian names and places; combined they give varied, believable members. */
const words = (list: string) => list.trim().split(/\s+/);

export const femaleFirstNames = words(`
  Aarti Aishwarya Ananya Anjali Asha Deepa Divya Gayatri Harini Ishita Jyoti Kavya Lakshmi
  Meera Neha Nandini Pooja Priya Priyanka Radhika Rekha Sakshi Shreya Sneha Swati Tanvi Uma
  Vandana Vidya Zoya`);

export const maleFirstNames = words(`
  Aakash Abhishek Aditya Amit Anil Arjun Arvind Deepak Farhan Gaurav Harish Imran Karthik
  Manish Mohan Nikhil Pranav Rahul Rajesh Ravi Rohan Sandeep Sanjay Siddharth Suresh Tarun
  Varun Vijay Vikram Yash`);

export const middleNames = words('Kumar Prasad Devi Lal Nath Chandra Mohan Rani');

export const lastNames = words(`
  Agarwal Bhat Banerjee Chatterjee Chopra Desai Deshpande Gupta Iyer Jain Joshi Kapoor Khan
  Kulkarni Kumar Mehta Menon Mishra Nair Naidu Patel Pillai Rao Reddy Saxena Shah Sharma Singh
  Sinha Srinivasan Thakur Trivedi Varma Verma Yadav Zaidi`);

export const places = [
  { city: 'Mumbai', state: 'Maharashtra', code: 'MH', postcode: '400001' },
  { city: 'Pune', state: 'Maharashtra', code: 'MH', postcode: '411001' },
  { city: 'New Delhi', state: 'Delhi', code: 'DL', postcode: '110001' },
  { city: 'Bengaluru', state: 'Karnataka', code: 'KA', postcode: '560001' },
  { city: 'Mangaluru', state: 'Karnataka', code: 'KA', postcode: '575001' },
  { city: 'Chennai', state: 'Tamil Nadu', code: 'TN', postcode: '600001' },
  { city: 'Coimbatore', state: 'Tamil Nadu', code: 'TN', postcode: '641001' },
  { city: 'Hyderabad', state: 'Telangana', code: 'TS', postcode: '500001' },
  { city: 'Kolkata', state: 'West Bengal', code: 'WB', postcode: '700001' },
  { city: 'Ahmedabad', state: 'Gujarat', code: 'GJ', postcode: '380001' },
  { city: 'Jaipur', state: 'Rajasthan', code: 'RJ', postcode: '302001' },
  { city: 'Lucknow', state: 'Uttar Pradesh', code: 'UP', postcode: '226001' },
  { city: 'Kochi', state: 'Kerala', code: 'KL', postcode: '682001' },
  { city: 'Thiruvananthapuram', state: 'Kerala', code: 'KL', postcode: '695001' },
  { city: 'Bhubaneswar', state: 'Odisha', code: 'OD', postcode: '751001' },
  { city: 'Chandigarh', state: 'Punjab', code: 'PB', postcode: '160017' },
  { city: 'Indore', state: 'Madhya Pradesh', code: 'MP', postcode: '452001' },
  { city: 'Patna', state: 'Bihar', code: 'BR', postcode: '800001' },
];

export const streets = ['MG Road', 'Station Road', 'Gandhi Nagar', 'Nehru Street', 'Park Avenue'];

/** Weighted towards the big free providers, as real sign-ups are. */
export const emailDomains = words(`
  gmail.com gmail.com gmail.com gmail.com yahoo.co.in yahoo.com rediffmail.com outlook.com
  hotmail.com icloud.com`);

export const specialties = [
  'Implantology',
  'Prosthodontics',
  'Periodontics',
  'Oral Surgery',
  'Orthodontics',
  'Endodontics',
  'General Dentistry',
];

export const institutions = [
  'Government Dental College',
  'Manipal College of Dental Sciences',
  'Nair Hospital Dental College',
  'Saveetha Dental College',
  'Maulana Azad Institute of Dental Sciences',
  'Private practice',
];

export const membershipTypes = [
  { name: 'Life Member', pricePaise: 1_500_000 },
  { name: 'Annual Member', pricePaise: 300_000 },
  { name: 'Student Member', pricePaise: 100_000 },
];
