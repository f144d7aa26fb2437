-- `vfl lsp` in a real editor: headless Neovim's built-in client (0.7 or later) opens a Swift
-- file with a misspelt view name and must receive the unknown_view error at the name, with
-- the rule's page. Run by Scripts/check-lsp.sh: VFL is the vfl binary, VFL_LSP_FILE the file.
-- Prints "neovim: ok …" and quits 0, or prints what went wrong and quits 1.
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
vim.lsp.stop_client(client)
vim.cmd("qall!")
