/** The signed-in employee as GET /api/auth/me answers it (and the Remix load context carries it). */
export interface Me {
  id: string;
  firstName: string;
  lastName: string;
  icon: string | null;
  role: number;
  roleLevel: number;
  dob: number | null;
  permanentAddress: string | null;
  joinDate: number | null;
  isActive: boolean;
  permittedDayLeft: number;
}
