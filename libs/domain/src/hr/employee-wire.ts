// Employees as the HR API reads and answers them (GET /api/hr/employees, GET|POST|PATCH /api/hr/employees/:id).
// Type aliases rather than interfaces, so a repository can read rows straight into them.

/** An employee's record as stored and edited (no password, no timestamps). */
export type EmployeeRecord = {
  id: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  personalEmail: string | null;
  altId: string | null;
  sex: number;
  dob: number | null;
  joinDate: number | null;
  isActive: boolean;
  homeTown: string | null;
  permanentAddress: string | null;
  socialInsuranceId: string | null;
  socialInsuranceStartDate: number | null;
  socialInsuranceEndDate: number | null;
  socialInsuranceStatus: boolean;
  socialInsurancePayer: string | null;
  personalTaxIdentification: string | null;
  maritalStatus: number;
  childCount: number;
  citizenIdentificationId: string | null;
  citizenIdentificationCreateDate: number | null;
  citizenIdentificationIssuer: string | null;
  educationLevel: number;
  educationTrainingFacility: string | null;
  educationMajor: string | null;
  educationGraduationYear: number | null;
  /** VND, integer. */
  salary: number;
  contractType: number;
  contractStartDate: number | null;
  contractEndDate: number | null;
  contractChangeReason: string | null;
  quitDate: number | null;
  quitReason: string | null;
  role: number;
  roleLevel: number;
  extraRole: number[];
  managerLevel: number;
  skillChangeReason: string | null;
  contactAdmin: string | null;
  permittedDayLeft: number;
  icon: string | null;
};

/**
 * An employee as GET|POST|PATCH /api/hr/employees/:id answer it (`{employee}`): the record, with
 * `salary` only for holders of Admin.Employee.Salary.
 */
export type EmployeeDetail = Omit<EmployeeRecord, 'salary'> & { salary?: number };

/** A row of GET /api/hr/employees. */
export type EmployeeListItem = {
  id: string;
  firstName: string;
  lastName: string;
  /** Last name, then first name. */
  name: string;
  icon: string | null;
  role: number;
  roleLevel: number;
  dob: number | null;
  isActive: boolean;
  contactAdmin: string | null;
};
