import { lazy, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router';
import { chooseLanguage, logout, verifySession } from './features/auth/auth-api';
import { Layout, RequireAuth } from './ui/layout';
import { NotFound } from './ui/not-found';
import { RouteError } from './ui/route-error';
import { RequireRole } from './ui/signed-in';

/** Each screen is its own lazily loaded chunk, so the login page loads only what it needs. */
const Home = lazy(() => import('./routes/home'));
const Login = lazy(() => import('./routes/login'));
const Dashboard = lazy(() => import('./routes/dashboard'));
// Admins only, so its code stays out of the other roles' first load.
const SystemBanner = lazy(() => import('./features/system/system-banner').then((m) => ({ default: m.SystemBanner })));
const RegisterAdmin = lazy(() => import('./routes/register-admin'));
const MasterTable = lazy(() => import('./routes/master-table'));
const DependentTable = lazy(() => import('./routes/dependent-table'));
const RemovedMembers = lazy(() => import('./routes/removed-members'));
const SearchMember = lazy(() => import('./routes/search-member'));
const SearchDependent = lazy(() => import('./routes/search-dependent'));
const AddMember = lazy(() => import('./routes/add-member'));
const UpdateMember = lazy(() => import('./routes/update-member'));
const AddDependent = lazy(() => import('./routes/add-dependent'));
const UpdateDependent = lazy(() => import('./routes/update-dependent'));
const Report = lazy(() => import('./routes/report'));
const CollectionReport = lazy(() => import('./routes/collection-report'));
const CashBook = lazy(() => import('./routes/cash-book'));
const CashBookDay = lazy(() => import('./routes/cash-book-day'));
const DepositSlip = lazy(() => import('./routes/deposit-slip'));
const BouncedCheques = lazy(() => import('./routes/bounced-cheques'));
const MiscPrintForm = lazy(() => import('./routes/misc-print-form'));
const FindMiscReport = lazy(() => import('./routes/find-misc-report'));
const MiscReports = lazy(() => import('./routes/misc-reports'));
const PrintMiscReport = lazy(() => import('./routes/print-misc-report'));
const CheckGpa = lazy(() => import('./routes/check-gpa'));
const PrintGpaRecord = lazy(() => import('./routes/print-gpa-record'));
const AddGpaRecord = lazy(() => import('./routes/add-gpa-record'));
const GpaReports = lazy(() => import('./routes/gpa-reports'));
const CheckDependentGpa = lazy(() => import('./routes/check-dependent-gpa'));
const PrintDependentGpaRecord = lazy(() => import('./routes/print-dependent-gpa-record'));
const AddDependentGpaRecord = lazy(() => import('./routes/add-dependent-gpa-record'));
const DependentGpaReports = lazy(() => import('./routes/dependent-gpa-reports'));
const CheckMediclaimMembership = lazy(() => import('./routes/check-mediclaim-membership'));
const PastPayment = lazy(() => import('./routes/past-payment'));
const RenewMediclaim = lazy(() => import('./routes/renew-mediclaim'));
const CheckSubscriptionStatus = lazy(() => import('./routes/check-subscription-status'));
const PastSubscription = lazy(() => import('./routes/past-subscription'));
const RenewSubscription = lazy(() => import('./routes/renew-subscription'));
const UpdateAmount = lazy(() => import('./routes/update-amount'));
const PrintReport = lazy(() => import('./routes/print-report'));
const MemberOverview = lazy(() => import('./routes/member-overview'));
const Renewals = lazy(() => import('./routes/renewals'));
const ReminderLetter = lazy(() => import('./routes/reminder-letter'));
const Reminders = lazy(() => import('./routes/reminders'));
const OptOut = lazy(() => import('./routes/opt-out'));
const Audit = lazy(() => import('./routes/audit'));
const ChangePassword = lazy(() => import('./routes/change-password'));
const TwoStep = lazy(() => import('./routes/two-step'));
const Users = lazy(() => import('./routes/users'));
const Import = lazy(() => import('./routes/import'));
const BulkRenewal = lazy(() => import('./routes/bulk-renewal'));
const BulkReceipts = lazy(() => import('./routes/bulk-receipts'));
const MediclaimEnrolment = lazy(() => import('./routes/mediclaim-enrolment'));
const ApiDocs = lazy(() => import('./routes/api-docs'));
// Public: a printed receipt's QR code opens it without signing in.
const VerifyReceipt = lazy(() => import('./routes/verify-receipt'));

/** Screens for STAFF and ADMIN (registering, editing, taking payments, importing) and for ADMIN alone. */
const staff = (screen: ReactNode) => <RequireRole needs="STAFF">{screen}</RequireRole>;
const admin = (screen: ReactNode) => <RequireRole needs="ADMIN">{screen}</RequireRole>;

export const router = createBrowserRouter([
  {
    element: <Layout onLogout={() => void logout()} onChooseLanguage={chooseLanguage} adminBanner={<SystemBanner />} />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <Home /> },
      { path: '/login', element: <Login /> },
      // A member's own page, from the link in a reminder e-mail: no sign-in.
      { path: '/opt-out/:token', element: <OptOut /> },
      // A printed receipt's QR code: no sign-in.
      { path: '/verify/:code', element: <VerifyReceipt /> },
      {
        element: <RequireAuth checkSession={verifySession} />,
        children: [
          { path: '/dashboard', element: <Dashboard /> },
          { path: '/register-admin', element: admin(<RegisterAdmin />) },
          { path: '/master-table', element: <MasterTable /> },
          { path: '/dependent-table', element: <DependentTable /> },
          { path: '/removed-members', element: <RemovedMembers /> },
          { path: '/search-member', element: <SearchMember /> },
          { path: '/search-dependent', element: <SearchDependent /> },
          { path: '/add-member', element: staff(<AddMember />) },
          { path: '/update-member/:id', element: staff(<UpdateMember />) },
          { path: '/add-dependent', element: staff(<AddDependent />) },
          { path: '/update-dependent/:no', element: staff(<UpdateDependent />) },
          { path: '/view-report', element: <Report /> },
          { path: '/view-mediclaim-report', element: <Report /> },
          { path: '/collection-report', element: <CollectionReport /> },
          { path: '/cash-book', element: <CashBook /> },
          { path: '/cash-book/:date', element: <CashBookDay /> },
          { path: '/deposit-slip/:id', element: <DepositSlip /> },
          { path: '/bounced-cheques', element: <BouncedCheques /> },
          { path: '/misc-print-form', element: staff(<MiscPrintForm />) },
          { path: '/find-misc-report', element: <FindMiscReport /> },
          { path: '/misc-reports', element: <MiscReports /> },
          { path: '/print-misc-report/:id', element: <PrintMiscReport /> },
          { path: '/check-gpa', element: <CheckGpa /> },
          { path: '/print-gpa-record/:id', element: <PrintGpaRecord /> },
          { path: '/add-gpa-record', element: staff(<AddGpaRecord />) },
          { path: '/gpa-reports', element: <GpaReports /> },
          { path: '/check-dependent-gpa', element: <CheckDependentGpa /> },
          { path: '/print-dependent-gpa-record/:id', element: <PrintDependentGpaRecord /> },
          { path: '/add-dependent-gpa-record', element: staff(<AddDependentGpaRecord />) },
          { path: '/dependent-gpa-reports', element: <DependentGpaReports /> },
          { path: '/check-mediclaim-membership', element: <CheckMediclaimMembership /> },
          { path: '/past-payment', element: <PastPayment /> },
          { path: '/renew-membership/:id', element: staff(<RenewMediclaim />) },
          { path: '/check-subscription-status', element: <CheckSubscriptionStatus /> },
          { path: '/past-subscription', element: <PastSubscription /> },
          { path: '/renew-subscription/:id', element: staff(<RenewSubscription />) },
          { path: '/update-amount', element: admin(<UpdateAmount />) },
          { path: '/print-report/:id', element: <PrintReport /> },
          { path: '/member/:id', element: <MemberOverview /> },
          { path: '/renewals', element: <Renewals /> },
          { path: '/reminder-letter/:id', element: <ReminderLetter /> },
          { path: '/reminders', element: <Reminders /> },
          { path: '/audit', element: admin(<Audit />) },
          { path: '/change-password', element: <ChangePassword /> },
          { path: '/two-step', element: <TwoStep /> },
          { path: '/users', element: admin(<Users />) },
          { path: '/import', element: staff(<Import />) },
          { path: '/bulk-renewal', element: staff(<BulkRenewal />) },
          { path: '/bulk-receipts/:id', element: <BulkReceipts /> },
          { path: '/mediclaim-enrolment', element: <MediclaimEnrolment /> },
          { path: '/api-docs', element: <ApiDocs /> },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
]);
