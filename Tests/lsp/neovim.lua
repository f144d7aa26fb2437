-- `vfl lsp` in a real editor: headless Neovim's built-in client (0.7 or later) opens a Swift
-- file with a misspelt view name and must receive the unknown_view error at the name, with
-- the rule's page; its quick fix (chosen as a user picks it from the list) must correct the
-- name and clear the error; formatting must change only the other format's literal; hover on
-- that format must show its constraints. Run by Scripts/check-lsp.sh: VFL is the vfl binary,
-- VFL_LSP_FILE the file. Prints "neovim: ok …" and quits 0, or what went wrong and quits 1.
local function fail(message)
  io.stdout:write("neovim: FAILED: " .. message .. "\n")
  vim.cmd("cquit 1")
end

local file = os.getenv("VFL_LSP_FILE")
vim.cmd("edit " .. vim.fn.fnameescape(file))
local buffer = vim.api.nvim_get_current_buf()
local client = vim.lsp.start_client({
  name = "vfl",
  cmd = { os.getenv("VFL"), "lsp" },
  root_dir = vim.fn.fnamemodify(file, ":h"),
})
if not client then fail("the client did not start") end
vim.lsp.buf_attach_client(buffer, client)

local got = vim.wait(10000, function() return #vim.diagnostic.get(buffer) > 0 end, 50)
if not got then fail("no diagnostics within 10 s") end
local diagnostic = vim.diagnostic.get(buffer)[1]
local lsp = (diagnostic.user_data or {}).lsp or {}
local code = diagnostic.code or lsp.code
local line = vim.api.nvim_buf_get_lines(buffer, diagnostic.lnum, diagnostic.lnum + 1, false)[1]
local expected = string.find(line, "bagde", 1, true) - 1   -- a byte column, after the client's UTF-16 conversion
if code ~= "unknown_view" then fail("code " .. tostring(code)) end
if diagnostic.col ~= expected then fail("column " .. diagnostic.col .. ", expected " .. expected) end
if diagnostic.severity ~= vim.diagnostic.severity.ERROR then fail("severity " .. tostring(diagnostic.severity)) end
if not string.find(diagnostic.message, "bagde", 1, true) then fail("message " .. diagnostic.message) end
local href = ((lsp.codeDescription or {}).href) or ""
if href ~= "" and not string.find(href, "unknown_view.md", 1, true) then fail("href " .. href) end
io.stdout:write("neovim: ok: " .. code .. " at " .. (diagnostic.lnum + 1) .. ":" .. (diagnostic.col + 1) .. ": " .. diagnostic.message .. "\n")

-- The quick fix, picked from the list as a user would (vim.ui.select answered by the test).
vim.api.nvim_win_set_cursor(0, { diagnostic.lnum + 1, diagnostic.col })
vim.ui.select = function(items, _, on_choice)
  for index, item in ipairs(items) do
    local action = item[2] or item.action or item
    if action.title and string.find(action.title, "Rename to 'badge'", 1, true) then return on_choice(item, index) end
  end
  fail("no 'Rename to' quick fix among " .. #items .. " actions")
end
vim.lsp.buf.code_action()
local fixed = vim.wait(10000, function()
  return string.find(vim.api.nvim_buf_get_lines(buffer, diagnostic.lnum, diagnostic.lnum + 1, false)[1], "[badge]", 1, true) ~= nil
end, 50)
if not fixed then fail("the quick fix was not applied") end
-- The client sends the change; the error goes away.
local cleared = vim.wait(10000, function()
  for _, d in ipairs(vim.diagnostic.get(buffer)) do if (d.code or ((d.user_data or {}).lsp or {}).code) == "unknown_view" then return false end end
  return true
end, 50)
if not cleared then fail("the error stayed after the fix") end
io.stdout:write("neovim: ok: the quick fix renamed the view and the error cleared\n")

-- Formatting: only the literal of the non-canonical format changes.
local before = vim.api.nvim_buf_get_lines(buffer, 0, -1, false)
vim.lsp.buf.formatting_sync(nil, 10000)
local after = vim.api.nvim_buf_get_lines(buffer, 0, -1, false)
if #before ~= #after then fail("formatting changed the number of lines") end
local changed = 0
for i = 1, #before do
  if before[i] ~= after[i] then
    changed = changed + 1
    local expected_line = string.gsub(before[i], "V:|%-%(8%)%-%[title%]", "V:|-8-[title]")
    if after[i] ~= expected_line then fail("formatting changed more than the literal: " .. after[i]) end
  end
end
if changed ~= 1 then fail("formatting changed " .. changed .. " lines, expected 1") end
io.stdout:write("neovim: ok: formatting rewrote only the literal\n")

-- Hover on the formatted format.
for i, line in ipairs(after) do
  local at = string.find(line, "V:|-8-[title]", 1, true)
  if at then vim.api.nvim_win_set_cursor(0, { i, at + 1 }) end
end
local responses = vim.lsp.buf_request_sync(buffer, "textDocument/hover", vim.lsp.util.make_position_params(), 10000) or {}
local shown = ""
for _, response in pairs(responses) do
  if response.result and response.result.contents then shown = shown .. (response.result.contents.value or "") end
end
if not string.find(shown, "title.top == superview.top + 8", 1, true) then fail("hover shows: " .. shown) end
io.stdout:write("neovim: ok: hover shows the constraints\n")
vim.lsp.stop_client(client)
vim.cmd("qall!")
