// The error catalogue shared by server and client. `code` is the stable key the
// API returns; the server answers `message` in the request's language and the
// client can translate the code itself. English texts are the spec's where it
// gives one. `{name}` placeholders are filled from errorMessage's params.

export interface ErrorDef {
  readonly status: number;
  readonly en: string;
  readonly vi: string;
}

function e(status: number, en: string, vi: string): ErrorDef {
  return { status, en, vi };
}

export const ERRORS = {
  // ---- Common ----
  'common.no-permission': e(403, 'You do not have permission', 'Bạn không có quyền chỉnh sửa'),
  'common.not-found': e(404, 'Not found', 'Không tìm thấy dữ liệu'),
  'common.unauthorized': e(401, 'Please sign in again', 'Vui lòng đăng nhập lại'),
  'common.validation': e(400, 'Please validate the data', 'Dữ liệu không hợp lệ'),
  'common.conflict': e(409, 'The data has been changed by someone else', 'Dữ liệu đã bị người khác thay đổi'),
  'common.duplicate': e(409, 'This record already exists', 'Dữ liệu này đã tồn tại'),
  'common.in-use': e(409, 'This record is still in use and cannot be removed', 'Dữ liệu đang được sử dụng, không thể xoá'),
  'common.reference-missing': e(400, 'A referenced record does not exist', 'Dữ liệu được tham chiếu không tồn tại'),
  'common.busy': e(503, 'The system is busy, please try again in a moment', 'Hệ thống đang bận, vui lòng thử lại sau giây lát'),
  'common.unavailable': e(503, 'The database is unavailable, please try again in a moment', 'Cơ sở dữ liệu tạm thời không khả dụng, vui lòng thử lại sau giây lát'),
  'common.payload-too-large': e(413, 'The file or request is too large', 'Tệp hoặc yêu cầu quá lớn'),
  'common.too-many-requests': e(429, 'Too many requests, please try again later', 'Quá nhiều yêu cầu, vui lòng thử lại sau'),
  'common.internal': e(500, 'Internal server error', 'Lỗi máy chủ nội bộ'),
  'common.csrf': e(403, 'Invalid request origin', 'Nguồn gửi yêu cầu không hợp lệ'),

  // ---- Auth and profile ----
  'auth.login.empty-username-or-password': e(400, 'Please enter username and password', 'Vui lòng nhập tên đăng nhập và mật khẩu'),
  'auth.login.error': e(401, 'Login failed', 'Sai tên đăng nhập hoặc mật khẩu'),
  // Single sign-on (OpenID Connect): the login page shows these after the provider sends the user back.
  'auth.sso.disabled': e(404, 'Single sign-on is not configured', 'Đăng nhập một lần chưa được cấu hình'),
  'auth.sso.unavailable': e(503, 'The sign-on provider does not answer, try again later', 'Nhà cung cấp đăng nhập không phản hồi, vui lòng thử lại sau'),
  'auth.sso.refused': e(401, 'The sign-on provider refused the login', 'Nhà cung cấp đăng nhập đã từ chối đăng nhập'),
  'auth.sso.unknown': e(403, 'No employee account matches this sign-on identity', 'Không có tài khoản nhân viên nào khớp với danh tính đăng nhập này'),
  'auth.sso.inactive': e(403, 'This employee account is deactivated', 'Tài khoản nhân viên này đã bị vô hiệu hoá'),
  'profile.change-password.note': e(400, 'Password must be at least 8 characters', 'Mật khẩu phải có ít nhất 8 ký tự'),
  'not-match': e(400, 'Passwords do not match', 'Mật khẩu xác nhận không khớp'),
  'profile.change-password.change-fail': e(400, 'Old password is incorrect', 'Mật khẩu cũ không đúng'),
  'profile.api-key.name-empty': e(400, 'API key name cannot be empty', 'Tên API key không được để trống'),
  'profile.api-key.expired': e(400, 'Expiry date must be in the future', 'Ngày hết hạn phải ở tương lai'),

  // ---- Employees and HR ----
  'messages.warning-validate': e(400, 'Please fill in all fields', 'Vui lòng điền đầy đủ thông tin'),
  'contract-date-error': e(400, 'Contract start date must not be after its end date', 'Ngày bắt đầu hợp đồng không được sau ngày kết thúc'),
  'salary-error': e(400, 'Salary must not be negative', 'Lương không được là số âm'),
  'employee.permitted-day-invalid': e(400, 'Invalid leave days', 'Số ngày phép không hợp lệ'),
  'employee.permitted-day-negative': e(400, 'Leave days cannot be less than 0', 'Số ngày phép không được nhỏ hơn 0'),
  'employee.password-too-short': e(400, 'Password must be at least 8 characters', 'Mật khẩu phải có ít nhất 8 ký tự'),
  // Decision 027: HR editors cannot raise or lock out themselves.
  'employee.own-role': e(403, 'You cannot change your own role or deactivate yourself', 'Bạn không thể tự thay đổi vai trò hoặc tự khóa tài khoản của mình'),
  'employee.insurance-date-error': e(400, 'Social insurance start date must not be after its end date', 'Ngày bắt đầu bảo hiểm xã hội không được sau ngày kết thúc'),
  'income.no-permission-show': e(403, 'You do not have permission to change this field', 'Bạn không có quyền thay đổi trường này'),
  'income.no-permission-delete-shown': e(403, 'You do not have permission to delete an income shown to the employee', 'Bạn không có quyền xóa khoản thu nhập đang hiển thị cho nhân viên'),
  'income.percent-range': e(400, 'Salary percent must be between 0 and 100', 'Phần trăm lương phải từ 0 đến 100'),

  // ---- Employee icons (issue 10, hr-core) ----
  'employee.icon-not-image': e(400, 'The picture must be a PNG, JPEG, GIF or WebP image', 'Ảnh phải là ảnh PNG, JPEG, GIF hoặc WebP'),
  'employee.icon-too-large': e(413, 'The picture must not be larger than 2 MB', 'Ảnh không được lớn hơn 2 MB'),

  // ---- Permission groups ----
  'permission-group.fill-all-fields': e(400, 'Please fill in all fields', 'Vui lòng điền đầy đủ thông tin'),
  'permission-group.system-admin': e(400, 'Cannot create permission group with name system-admin', 'Không thể tạo nhóm quyền với tên system-admin'),
  'permission-group.id-missing': e(400, 'Permission group ID is missing', 'Thiếu mã nhóm quyền'),
  'permission-group.unknown-permission': e(400, 'Unknown permission', 'Quyền không tồn tại'),
  'permission-group.name-exists': e(409, 'Permission group name already exists', 'Tên nhóm quyền đã tồn tại'),
  'permission-group.range-order': e(400, 'From must not be greater than To', 'Giá trị Từ không được lớn hơn giá trị Đến'),
  'permission-group.exclude-out-of-range': e(400, 'Excluded values must be strictly between From and To', 'Giá trị loại trừ phải nằm giữa Từ và Đến (không tính hai đầu)'),
  'permission-group.condition-invalid': e(400, 'Invalid condition value', 'Giá trị điều kiện không hợp lệ'),
  'permission-group.system-group': e(400, 'The system-admin group cannot be edited or deleted', 'Không thể sửa hoặc xóa nhóm system-admin'),

  // ---- Tasks (spec 1 section 8, spec 2 section 5) ----
  'task.score-negative': e(400, 'Score must be greater than 0', 'Điểm phải lớn hơn 0'),
  'task.score-exceeds-limit': e(400, 'Score exceeds the limit', 'Điểm vượt quá giới hạn'),
  // Issue 20: no limit row for the task's role (or limit 0); {role} is the role's name.
  'task.score-limit-unset': e(400, 'No score limit is set for the role {role}: an admin sets it in Configuration > Role score limit',
    'Chưa đặt giới hạn điểm cho vai trò {role}: quản trị viên đặt tại Cấu hình > Giới hạn điểm theo vai trò'),
  'task.score-required': e(400, 'Please input score', 'Vui lòng nhập điểm'),
  'task.deadline-required': e(400, 'Please set deadline first', 'Vui lòng đặt hạn chót trước'),
  'task.deadline-input-required': e(400, 'Please input deadline', 'Vui lòng nhập hạn chót'),
  'task.assignee-required': e(400, 'Please assign task first', 'Vui lòng giao việc trước'),
  'task.employee-required': e(400, 'Please select employee', 'Vui lòng chọn nhân viên'),
  'task.creative-employee-required': e(400, 'Please assign employee', 'Vui lòng giao cho nhân viên'),
  // Decision 057: a creative type outside 1-4, or on a task of a role other than UA and creative manager.
  'task.creative-type-invalid': e(400, 'A creative type is only for UA and creative manager tasks (video, playable ad, image, store listing)',
    'Loại creative chỉ dành cho task của UA và creative manager (video, playable ad, hình ảnh, store listing)'),
  // A file that gives an existing task another creative type: the type is fixed when the task is created (decision 057).
  'task.creative-type-fixed': e(400, 'The creative type is set when the task is created and cannot be changed',
    'Loại creative được chọn khi tạo task và không thể thay đổi'),
  'task.name-required': e(400, 'Please input task name', 'Vui lòng nhập tên công việc'),
  'task.name-invalid': e(400, 'Task name must not be blank or unchanged', 'Tên công việc không được để trống hoặc giữ nguyên'),
  // The spec's key for a refused rename (blank after trimming); unchanged names are skipped.
  'project.task-view.edit.task-name.error': e(400, 'Task name cannot be empty', 'Tên công việc không được để trống'),
  'task.role-required': e(400, 'Failed to create task', 'Tạo công việc thất bại'),
  'task.output-required': e(400, 'Please upload output first', 'Vui lòng tải lên kết quả trước'),
  'task.output-empty': e(400, 'Output content is empty', 'Nội dung kết quả đang trống'),
  'task.input-empty': e(400, 'Input content is empty', 'Nội dung đầu vào đang trống'),
  'task.content-invalid': e(400, 'Please validate the data', 'Vui lòng kiểm tra lại dữ liệu'),
  'task.alt-exists': e(409, 'Task ID already exists', 'Mã công việc đã tồn tại'),
  'task.deadline-exceeded': e(400, 'Deadline exceeded', 'Đã quá hạn chót'),
  'task.invalid-status-move': e(400, 'This status change is not allowed', 'Không được phép chuyển sang trạng thái này'),
  'task.time-rule': e(400, 'The task has not used 70% of its time yet', 'Công việc chưa sử dụng đủ 70% thời gian'),
  'task.delete-not-planning': e(400, 'Only Planning tasks can be deleted', 'Chỉ có thể xoá công việc đang ở trạng thái lên kế hoạch'),
  'task.closed': e(400, 'Success and Failure tasks cannot be edited', 'Không thể chỉnh sửa công việc đã thành công hoặc thất bại'),
  'task.employee-not-planning': e(400, 'The assignee can only be changed while Planning', 'Chỉ có thể đổi người thực hiện khi công việc đang lên kế hoạch'),
  'task.deadline-not-editable': e(400, 'The deadline cannot be changed in this status', 'Không thể đổi hạn chót ở trạng thái này'),
  'task.review-not-allowed': e(400, 'Benchmark and difficulty can only be set on Completed or Success tasks', 'Chỉ có thể đánh giá công việc đã hoàn thành hoặc thành công'),
  'task.system-name-empty': e(400, 'Task Name cannot be empty', 'Tên công việc không được để trống'),
  'task.employee-not-member': e(400, 'The employee is not a member of this project', 'Nhân viên không thuộc dự án này'),

  // ---- Penalties ----
  'penalty.fill-all-fields': e(400, 'Please fill in all fields', 'Vui lòng điền đầy đủ thông tin'),

  // ---- Tickets and breaks ----
  'ticket.role-required': e(400, 'Please choose the task role', 'Vui lòng chọn vai trò của công việc'),
  'ticket.title-required': e(400, 'Title is required', 'Vui lòng nhập tiêu đề'),
  'ticket.type-required': e(400, 'Request type is required', 'Vui lòng chọn loại yêu cầu'),
  'ticket.already-answered': e(409, 'This request has already been answered', 'Yêu cầu này đã được phản hồi'),
  'ticket.withdrawn': e(409, 'This request has been withdrawn', 'Yêu cầu này đã được rút lại'),
  'ticket.withdraw-not-creator': e(403, 'Only the person who sent a request can withdraw it', 'Chỉ người gửi yêu cầu mới có thể rút lại'),
  'ticket.score-required': e(400, 'Please input the task score', 'Vui lòng nhập điểm công việc.'),
  'ticket.deadline-required': e(400, 'Task deadline cannot be empty', 'Hạn chót công việc không được để trống.'),
  'ticket.task-name-required': e(400, 'Task name cannot be empty', 'Tên công việc không được để trống.'),
  'ticket.project-required': e(400, 'Project cannot be empty', 'Dự án không được để trống.'),
  'ticket.not-negotiable': e(400, 'Only task requests can be negotiated', 'Chỉ có thể thương lượng yêu cầu về công việc'),
  'ticket.task-required': e(400, 'Task cannot be empty', 'Công việc không được để trống.'),
  'ticket.negotiation-direct': e(400, 'A negotiation is sent by answering a task request', 'Yêu cầu thương lượng chỉ được gửi khi phản hồi một yêu cầu công việc'),
  'ticket.type-fixed': e(400, 'The request type cannot be changed', 'Không thể thay đổi loại yêu cầu'),
  'ticket.content-invalid': e(400, 'The request content is not valid', 'Nội dung yêu cầu không hợp lệ'),
  'break.fill-all-fields': e(400, 'Please fill in all fields', 'Vui lòng điền đầy đủ thông tin'),
  'break.date-too-early': e(400, 'Leave can only be requested from {date}', 'Chỉ có thể xin nghỉ từ ngày {date}'),
  'break.not-enough-days': e(400, 'Not enough leave days left', 'Số ngày phép còn lại không đủ'),
  'break.hours-invalid': e(400, 'Hours must be between 1 and 8', 'Số giờ phải từ 1 đến 8'),
  'break.notification-missing': e(400, 'The break request was not found', 'Không tìm thấy yêu cầu nghỉ phép'),
  'break.already-decided': e(409, 'This break request has already been decided', 'Yêu cầu nghỉ phép này đã được xử lý'),
  'break.already-requested': e(409, 'A break has already been requested for this time', 'Bạn đã có yêu cầu nghỉ trong khoảng thời gian này'),
  'break.employee-not-found': e(400, 'The employee does not exist', 'Nhân viên không tồn tại'),
  'calendar.fill-all-fields': e(400, 'Please fill in all fields', 'Vui lòng điền đầy đủ thông tin'),

  // ---- Projects, bonus, level system, wiki ----
  'project.parent-self': e(400, 'A project cannot be its own parent', 'Dự án không thể là dự án cha của chính nó'),
  'project.employee-already-added': e(400, 'Employee already added', 'Nhân viên đã được thêm'),
  'project.fill-all-fields': e(400, 'Please fill all fields', 'Vui lòng điền đầy đủ thông tin'),
  'project.name-required': e(400, 'Please input project name', 'Vui lòng nhập tên dự án'),
  'project.parent-not-found': e(400, 'The parent project does not exist', 'Dự án cha không tồn tại'),
  'project.parent-cycle': e(400, 'A project cannot be placed under one of its own child projects', 'Không thể đặt dự án vào dưới một dự án con của chính nó'),
  'project.employee-not-found': e(400, 'The employee does not exist or is no longer active', 'Nhân viên không tồn tại hoặc đã nghỉ việc'),
  'project.not-candidate': e(400, 'This employee cannot hold this project role', 'Nhân viên này không thể giữ vai trò này trong dự án'),
  'project.role-invalid': e(400, 'Invalid project role', 'Vai trò trong dự án không hợp lệ'),
  'project.role-level-invalid': e(400, 'Invalid role level', 'Cấp bậc không hợp lệ'),
  'project.icon-not-image': e(400, 'The icon must be a PNG, JPEG, GIF or WebP image', 'Biểu tượng phải là ảnh PNG, JPEG, GIF hoặc WebP'),
  'project.icon-too-large': e(413, 'The icon must not be larger than 2 MB', 'Biểu tượng không được lớn hơn 2 MB'),
  'project.icon-not-found': e(400, 'The icon file does not exist', 'Tệp biểu tượng không tồn tại'),
  'file.required': e(400, 'Please choose a file to upload', 'Vui lòng chọn tệp để tải lên'),
  'file.too-large': e(413, 'Each file must not be larger than 50 MB', 'Mỗi tệp không được lớn hơn 50 MB'),
  'file.too-many': e(400, 'At most 20 files can be uploaded at once', 'Chỉ được tải lên tối đa 20 tệp một lần'),
  'file.in-use': e(409, 'This file is a project icon and cannot be removed', 'Tệp đang là biểu tượng của dự án, không thể xoá'),
  'file.store-unavailable': e(503, 'The file store is unavailable, please try again in a moment', 'Kho tệp tạm thời không khả dụng, vui lòng thử lại sau giây lát'),
  'wiki.path-exists': e(409, 'A page with this path already exists', 'Đã có trang với đường dẫn này'),
  'wiki.path-project-mismatch': e(400, 'The page path belongs to another project', 'Đường dẫn trang thuộc về dự án khác'),
  'wiki.linked-accounts-invalid': e(400, 'Invalid linked accounts data', 'Dữ liệu tài khoản liên kết không hợp lệ'),
  'bonus.total-share': e(400, 'Total share must be 100%', 'Tổng tỷ lệ phải bằng 100%'),
  'bonus.children-share': e(400, 'Total share of children must be 100% in {path}', 'Tổng tỷ lệ các mục con trong {path} phải bằng 100%'),
  'level.fill-all-fields': e(400, 'Please fill all fields', 'Vui lòng điền đầy đủ thông tin'),
  'level.name-required': e(400, 'Please fill name field', 'Vui lòng nhập tên'),
  'level.pack-needs-level': e(400, 'Please add at least one level', 'Vui lòng thêm ít nhất một màn chơi'),
  'level.config-needs-pack': e(400, 'Please add at least one level pack', 'Vui lòng thêm ít nhất một gói màn chơi'),
  'level.invalid-position': e(400, 'Invalid position', 'Vị trí không hợp lệ'),
  // Level system (issue 12): a taken level, pack or config id; a new version that lost a race.
  'level.id-taken': e(409, 'This ID already exists', 'ID này đã tồn tại'),
  'level.version-conflict': e(409, 'Error creating new version', 'Lỗi khi tạo phiên bản mới'),
  'level.preview-not-image': e(400, 'The preview must be a PNG, JPEG, GIF or WebP image', 'Ảnh xem trước phải là ảnh PNG, JPEG, GIF hoặc WebP'),
  'wiki.path-required': e(400, 'Path is required', 'Vui lòng nhập đường dẫn'),
  'wiki.stale-content': e(409, 'The page has been changed by someone else, please reload it', 'Trang đã bị người khác thay đổi, vui lòng tải lại'),
  'wiki.type-used': e(400, 'All types are used', 'Đã dùng hết các loại quyền'),
  'wiki.type-not-allowed': e(400, 'This page type cannot be chosen', 'Không thể chọn loại trang này'),
  'connector.token-required': e(400, 'Please fill in all fields', 'Vui lòng điền đầy đủ thông tin'),

  // ---- Connectors (spec 3 "Connector"; API.md "Connectors"; docs/decisions/021) ----
  'connector.not-ready': e(400, 'The connector is not ready', 'Kết nối chưa sẵn sàng'),
  'connector.sync-failed': e(502, 'Error retry later...', 'Lỗi, vui lòng thử lại sau...'),
  'connector.sync-unsupported': e(400, 'This service cannot be synced yet', 'Chưa thể đồng bộ dịch vụ này'),
  // Neither CONNECTOR_KEYS nor DATA_DIR/connector-keys (API.md "Connectors" -> "Keys"): the text says where to fix it.
  'connector.keys-missing': e(503, 'Connector encryption keys are missing: set CONNECTOR_KEYS, or let the server write DATA_DIR/connector-keys, then restart it',
    'Chưa có khoá mã hoá cho kết nối: hãy đặt CONNECTOR_KEYS hoặc cho phép máy chủ ghi tệp DATA_DIR/connector-keys, rồi khởi động lại'),
  'connector.project-not-active': e(400, 'The project is not active on this connector', 'Dự án chưa được bật trên kết nối này'),

  // ---- Scoring configuration (spec 3 sections 5 and 8) ----
  'message.number-error': e(400, 'Please enter a number', 'Vui lòng nhập số'),
  'benchmarks.invalid-benchmark': e(400, 'The benchmark must be a number', 'Điểm chuẩn phải là một số'),
  'admin.config.role.performance-states.invalid-percent': e(400, 'The percent must be between 0 and 100', 'Phần trăm phải nằm trong khoảng 0 đến 100'),
  'config.role-invalid': e(400, 'This role cannot be configured here', 'Không thể cấu hình vai trò này tại đây'),
  'config.role-level-invalid': e(400, 'Only active role levels can be configured', 'Chỉ cấu hình được các cấp bậc đang dùng'),
  'config.mission-duplicate': e(400, 'Each mission type can be set once per role or employee', 'Mỗi loại nhiệm vụ chỉ được đặt một lần cho mỗi vai trò hoặc nhân viên'),

  // ---- Imports (API.md "Imports"; docs/decisions/032): the file's errors, then the codes of a row's cells ----
  'import.too-large': e(400, 'The file must be at most 5 MB and 5,000 rows', 'Tệp không được lớn hơn 5 MB và 5.000 dòng'),
  'import.invalid-file': e(400, 'The file must be an .xlsx or .csv spreadsheet', 'Tệp phải là bảng tính .xlsx hoặc .csv'),
  'import.unknown-column': e(400, 'The file has a column this import does not know', 'Tệp có cột không được hỗ trợ'),
  'import.duplicate-column': e(400, 'A column appears twice in the header row', 'Một cột xuất hiện hai lần ở dòng tiêu đề'),
  'import.has-errors': e(422, 'Some rows have errors: nothing was imported', 'Một số dòng có lỗi: chưa có dữ liệu nào được nhập'),
  'import.required': e(400, 'This cell is required', 'Ô này là bắt buộc'),
  'import.invalid-email': e(400, 'Invalid e-mail address', 'Địa chỉ e-mail không hợp lệ'),
  'import.invalid-date': e(400, 'Invalid date: use yyyy-mm-dd, dd/mm/yyyy or a date cell', 'Ngày không hợp lệ: dùng yyyy-mm-dd, dd/mm/yyyy hoặc ô kiểu ngày'),
  'import.invalid-number': e(400, 'Please enter a number', 'Vui lòng nhập số'),
  'import.invalid-value': e(400, 'Invalid value', 'Giá trị không hợp lệ'),
  'import.too-long': e(400, 'The text is too long', 'Nội dung quá dài'),
  'import.unknown-role': e(400, 'Unknown role', 'Vai trò không tồn tại'),
  'import.unknown-role-level': e(400, 'Unknown role level', 'Cấp bậc không tồn tại'),
  'import.unknown-creative-type': e(400, 'Unknown creative type: video, playable ad, image or store listing (or 1-4)',
    'Loại creative không tồn tại: video, playable ad, image hoặc store listing (hoặc 1-4)'),
  'import.invalid-username': e(400, 'Invalid username: lower case letters, digits, dot, dash or underscore', 'Tên đăng nhập không hợp lệ: chỉ gồm chữ thường, chữ số, dấu chấm, gạch ngang hoặc gạch dưới'),
  'import.duplicate-in-file': e(400, 'This key already appears in an earlier row of the file', 'Khoá này đã xuất hiện ở một dòng trước trong tệp'),
  'import.key-ambiguous': e(400, 'Several employees have this e-mail: give the username', 'Có nhiều nhân viên dùng e-mail này: hãy ghi tên đăng nhập'),

  // ---- Backups (API.md "Operations"; docs/decisions/037) ----
  'backup.running': e(409, 'A backup is already running: wait for it to finish', 'Một bản sao lưu đang chạy: vui lòng đợi nó hoàn tất'),

  // ---- HR reports (admin > administrative; the break manager's texts are employee.permitted-day-*) ----
  'hr-report.role-invalid': e(400, 'Choose a role that is not a system role', 'Vui lòng chọn một vai trò không phải vai trò hệ thống'),
} as const satisfies Record<string, ErrorDef>;

export type ErrorCode = keyof typeof ERRORS;
export type Lang = 'vi' | 'en';

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(ERRORS, code);
}

/**
 * The text of a code in a language; an unknown code yields itself, so a key
 * missing from the catalogue is visible instead of silently generic.
 */
export function errorMessage(
  code: ErrorCode | string,
  lang: Lang = 'vi',
  params?: Readonly<Record<string, string | number>>,
): string {
  if (!isErrorCode(code)) return code;
  const text: string = ERRORS[code][lang];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

// Unknown codes are server bugs, hence 500.
export function errorStatus(code: ErrorCode | string): number {
  return isErrorCode(code) ? ERRORS[code].status : 500;
}
